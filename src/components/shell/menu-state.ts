/**
 * State of the desktop mega-menus: at most one open. Pure reducer, so every transition is testable.
 *
 * - hover: the pointer enters an entry (its link, button or panel): that menu opens.
 * - leave: the pointer leaves the entry: it closes (the panel is inside the entry, so travelling onto it
 *   is not leaving).
 * - toggle: the entry's button was activated (click, Enter or Space).
 * - close: an item was clicked, a click landed outside, focus left, Escape, or the route changed.
 */
export interface MenuState {
  readonly open: string | null;
  /** How the open menu was opened: by hovering, or by its button (click, Enter, Space). */
  readonly via: "hover" | "toggle" | null;
}

export type MenuAction =
  | { readonly type: "hover"; readonly id: string }
  | { readonly type: "leave"; readonly id: string }
  /** `pointer`: a mouse click, which must not close a menu the same pointer has just opened by hovering. */
  | { readonly type: "toggle"; readonly id: string; readonly pointer?: boolean }
  | { readonly type: "close" };

export const initialMenuState: MenuState = { open: null, via: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case "hover":
      if (state.open === action.id) return state;
      return { open: action.id, via: "hover" };
    case "leave":
      return state.open === action.id ? initialMenuState : state;
    case "toggle":
      if (state.open === action.id && action.pointer && state.via === "hover")
        return { open: action.id, via: "toggle" };
      return state.open === action.id ? initialMenuState : { open: action.id, via: "toggle" };
    case "close":
      return state.open === null ? state : initialMenuState;
  }
}
