/**
 * Decap's Italian, corrected through its own locale API: the strings below replace those of Decap's `it` locale
 * (CMS.getLocale("it"), merged, CMS.registerLocale("it", …)) before the CMS starts. The rest of Decap's Italian is
 * kept. What it fixes: English left in the media library («Upload», «Download»), the board's «Nuovo post» and its
 * plural («1 voce attende … 0 pronte»), typos («apportante», «Insersci»), the refusal's «Pubblicazione fallita»,
 * and the editor addressed with «voi», as the rest of /admin does.
 */

/** A locale's phrases: nested objects of strings (Decap's polyglot phrases). */
export interface Phrases {
  readonly [key: string]: string | Phrases;
}

export const ITALIAN_CORRECTIONS: Phrases = {
  app: {
    header: { media: "Immagini e file", quickAdd: "Nuova voce" },
    app: { checkConfigYml: "Controllate il file config.yml.", waitingBackend: "In attesa del servizio dei contenuti…" },
  },
  editor: {
    editorControlPane: {
      widget: {
        required: "«%{fieldLabel}» è obbligatorio.",
        regexPattern: "«%{fieldLabel}» non ha la forma richiesta.",
        processing: "«%{fieldLabel}» è in elaborazione.",
        range: "«%{fieldLabel}» deve essere tra %{minValue} e %{maxValue}.",
        min: "«%{fieldLabel}» deve essere almeno %{minValue}.",
        max: "«%{fieldLabel}» deve essere al massimo %{maxValue}.",
        rangeCount: "«%{fieldLabel}» deve avere da %{minCount} a %{maxCount} elementi.",
        rangeCountExact: "«%{fieldLabel}» deve avere esattamente %{count} elementi.",
        rangeMin: "«%{fieldLabel}» deve avere almeno %{minCount} elementi.",
        rangeMax: "«%{fieldLabel}» deve avere al massimo %{maxCount} elementi.",
      },
    },
    editor: {
      onPublishing: "Volete davvero pubblicare questa voce?",
      onDeleteWithUnsavedChanges:
        "Cancellare questa voce pubblicata e tutte le modifiche non salvate fatte in questa sessione?",
      onDeletePublishedEntry: "Cancellare questa voce pubblicata?",
      onDeleteUnpublishedChangesWithUnsavedChanges:
        "Saranno cancellate tutte le modifiche non pubblicate di questa voce e quelle non salvate di questa " +
        "sessione. Cancellarle?",
      onDeleteUnpublishedChanges: "Saranno cancellate tutte le modifiche non pubblicate di questa voce. Cancellarle?",
      onUpdatingWithUnsavedChanges: "Ci sono modifiche non salvate: salvatele prima di cambiare lo stato.",
      onPublishingNotReady: "Portate lo stato a «Pronto» prima di pubblicare.",
      onPublishingWithUnsavedChanges: "Ci sono modifiche non salvate: salvatele prima di pubblicare.",
      confirmLoadBackup: "Nel browser c'è una copia non salvata di questa voce: volete riprenderla?",
    },
    editorInterface: {
      togglePreview: "Mostra o nascondi l'anteprima",
      toggleScrollSync: "Scorri modulo e anteprima insieme",
    },
    editorToolbar: {
      publishAndCreateNew: "Pubblica e creane una nuova",
      deleteUnpublishedEntry: "Cancella la voce non pubblicata",
      deletePublishedEntry: "Cancella la voce pubblicata",
      deleteEntry: "Cancella la voce",
      statusInfoTooltipDraft: "La voce è una bozza. Quando è finita, portate lo stato a «In revisione».",
      statusInfoTooltipInReview: "La voce è in revisione: potete continuare a modificarla.",
      backCollection: " Torna a %{collectionLabel}",
    },
    editorWidgets: {
      markdown: { linkPrompt: "Scrivete l'indirizzo del collegamento", headings: "Titoli" },
      headingOptions: {
        headingOne: "Titolo 1",
        headingTwo: "Titolo 2",
        headingThree: "Titolo 3",
        headingFour: "Titolo 4",
        headingFive: "Titolo 5",
        headingSix: "Titolo 6",
      },
      datetime: { clear: "Svuota" },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: { copy: "Copia il nome", copyUrl: "Copia l'indirizzo", copyPath: "Copia il percorso" },
    mediaLibrary: { onDelete: "Cancellare il file scelto?" },
    mediaLibraryModal: {
      upload: "Carica dal computer",
      download: "Scarica",
      deleteSelected: "Cancella il file scelto",
      chooseSelected: "Usa il file scelto",
      mediaAssets: "Immagini e file",
    },
  },
  ui: {
    errorBoundary: { reportIt: "segnalatelo a chi cura il sito." },
    toast: {
      onFailToPublishEntry: "Pubblicazione non fatta: %{details}",
      missingRequiredField: "Manca un campo obbligatorio: compilatelo prima di salvare.",
      onLoggedOut: "Siete usciti: copiate da parte il testo non salvato ed entrate di nuovo.",
      onBackendDown: "Il servizio dei contenuti non risponde. Dettagli: %{details}",
    },
  },
  workflow: {
    workflow: {
      newPost: "Nuova voce",
      description:
        "In revisione: %{smart_count}. Pronte da pubblicare: %{readyCount}. |||| " +
        "In revisione: %{smart_count}. Pronte da pubblicare: %{readyCount}.",
      dateFormat: "DD/MM/YYYY",
    },
    workflowList: {
      onPublishingNotReadyEntry: "Si pubblicano solo le voci in «Pronto»: spostate la voce nella colonna «Pronto».",
      onPublishEntry: "Volete davvero pubblicare questa voce?",
      onDeleteEntry: "Cancellare questa voce?",
    },
  },
};

/** `base` with `over`'s strings in place of its own, at any depth; `base` is left as it is. */
export function mergePhrases(base: Phrases, over: Phrases): Phrases {
  const out: Record<string, string | Phrases> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = typeof value === "object" && typeof current === "object" ? mergePhrases(current, value) : value;
  }
  return out;
}

/** The parts of window.CMS the locale needs. */
export interface LocaleApi {
  getLocale(name: string): unknown;
  registerLocale(name: string, phrases: unknown): void;
}

export function registerItalian(cms: LocaleApi): void {
  const current = cms.getLocale("it");
  if (typeof current !== "object" || current === null) return;
  cms.registerLocale("it", mergePhrases(current as Phrases, ITALIAN_CORRECTIONS));
}
