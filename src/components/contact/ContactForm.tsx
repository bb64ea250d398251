/**
 * The contact form of /contatti, a Netlify form: registered at build from the prebuilt HTML (data-netlify,
 * the hidden form-name, a honeypot), sent by fetch as urlencoded, then /thankyou. Without JavaScript it posts
 * to /thankyou itself and the browser checks the HTML limits. A failed send keeps every value for a retry.
 *
 * Every request says what it is (informazioni, preventivo, dimostrazione: visible radio buttons, so it works
 * without JavaScript) and carries its context in hidden fields: the page it started from, that page's formula
 * and city, the calculator's figures, the visit's campaign parameters (src/lib/contact-form.ts, CONTEXT_FIELDS).
 * The hidden fields are in the prebuilt HTML, empty; in the browser they are filled from the query string the
 * calls to action build, or else from the visit kept in memory (src/lib/visit.ts: the landing address's campaign
 * parameters, the page shown before the form).
 *
 * What renders the form is loaded with the page; the rules that read the enquiry's context from the address
 * (src/lib/contact-form.ts) once the page is interactive, since the form preselects what the address asks at once;
 * the checks and the encoding of a submission (src/lib/contact-checks.ts) when the visitor starts on the form (a
 * focus or an input in it) or sends it, so a page left untouched never loads them.
 *
 * Nothing typed is lost: the checks' module keeps a draft for the visit (sessionStorage, never sent, cleared once
 * sent) and brings it back when the page opens again in the tab (Back, a reload); the privacy notice opens in
 * another tab. A city page's call to action fills the city; the heading says what is asked.
 */
import { navigate } from "gatsby";
import React, { useEffect, useRef, useState } from "react";
import { mailtoHref, telHref } from "../../lib/contact-links";
import { MACHINE_PARAM, type RequestType } from "../../lib/contact-path";
import { SENT_ENQUIRY_KEY } from "../../lib/sent-enquiry-key";
import { landingSearch, pageBefore } from "../../lib/visit";
import type * as ChecksModule from "../../lib/contact-checks";
import type * as RulesModule from "../../lib/contact-form";
import {
  CONTEXT_FIELDS,
  DEMO_PLACES,
  EMPTY_VALUES,
  FIELD_ORDER,
  FORM_NAME,
  HONEYPOT_FIELD,
  PHONE_HTML_PATTERN,
  PRIVACY_PATH,
  REQUEST_TYPES,
  TEXT_RULES,
  THANK_YOU_PATH,
  messageRequired,
  type ContactErrors,
  type ContactFieldName,
  type ContactValues,
  type ContextValues,
} from "../../lib/contact-fields";
import { useMachineOptions } from "../../hooks/use-machine-options";
import { useSiteData } from "../../hooks/use-site-data";
import { localizePath, useLocale } from "../locale";
import { MachineOptions } from "./MachineOptions";
import * as styles from "./ContactForm.module.css";

type Rules = typeof RulesModule;
let rulesLoading: Promise<Rules> | undefined;
/** The form's context rules, loaded once (a chunk of their own, after the page is interactive). */
const loadRules = (): Promise<Rules> =>
  (rulesLoading ??= import(/* webpackChunkName: "startup-contact-rules" */ "../../lib/contact-form"));

type Checks = typeof ChecksModule;
let checksLoading: Promise<Checks> | undefined;
/** The form's checks, loaded once, when the visitor starts on the form or sends it. */
const loadChecks = (): Promise<Checks> =>
  (checksLoading ??= import(/* webpackChunkName: "onuse-contact-checks" */ "../../lib/contact-checks").catch(
    (error: unknown) => {
      checksLoading = undefined; // not cached: the next try asks again
      throw error;
    },
  ));

type SendState = { kind: "idle" } | { kind: "sending" } | { kind: "failed"; reason: string };

const REQUEST_LABELS: Record<RequestType, string> = {
  informazioni: "Informazioni",
  preventivo: "Un preventivo",
  dimostrazione: "Una dimostrazione",
};
const TITLES: Record<RequestType, string> = {
  informazioni: "Richiedete informazioni",
  preventivo: "Richiedete un preventivo",
  dimostrazione: "Richiedete una dimostrazione",
};
/** The draft's key (src/lib/contact-checks.ts): only its presence is read at start, the rest with the checks. */
const DRAFT_KEY = "venere-contatto-bozza";
const hasDraft = (): boolean => {
  try {
    return window.sessionStorage.getItem(DRAFT_KEY) !== null;
  } catch {
    return false;
  }
};
const PLACE_LABELS: Record<(typeof DEMO_PLACES)[number], string> = {
  showroom: "Nel vostro showroom di Roma",
  centro: "Nel mio centro",
};

const idOf = (name: ContactFieldName) => `contatto-${name}`;
const errorIdOf = (name: ContactFieldName) => `contatto-${name}-errore`;

interface TextFieldProps {
  readonly name: keyof typeof TEXT_RULES;
  readonly label: string;
  readonly type?: "text" | "email" | "tel";
  readonly autoComplete: string;
  readonly value: string;
  readonly error?: string;
  readonly multiline?: boolean;
  readonly onChange: (name: ContactFieldName, value: string) => void;
  readonly pattern?: string;
  /** Hydrated: the form checks itself and shows its messages; the browser's limits would silently cut a paste. */
  readonly enhanced: boolean;
  /** Required now (the message depends on the request type); by default the field's rule says. */
  readonly required?: boolean;
  /** Said beside the label of a field that is not required, e.g. «facoltativo». */
  readonly note?: string;
}

function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  value,
  error,
  multiline,
  onChange,
  pattern,
  enhanced,
  required = TEXT_RULES[name].required,
  note,
}: TextFieldProps) {
  const rule = TEXT_RULES[name];
  const browserLimits = enhanced ? {} : { maxLength: rule.maxLength, minLength: rule.minLength };
  const common = {
    id: idOf(name),
    name,
    value,
    required,
    ...browserLimits,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorIdOf(name) : undefined,
  };
  return (
    <div className={`${styles.field} ${multiline ? styles.wide : ""}`}>
      <label htmlFor={idOf(name)}>
        {label}
        {required || note ? <span className={styles.required}> ({required ? "obbligatorio" : note})</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(name, e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          pattern={enhanced ? undefined : pattern}
          onChange={(e) => onChange(name, e.target.value)}
        />
      )}
      {error ? (
        <p id={errorIdOf(name)} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ContactForm({ search }: { search: string }) {
  const machines = useMachineOptions();
  const slugs = machines.map((m) => m.slug);
  const { business } = useSiteData();
  const { prefix, canonicalPath } = useLocale();
  const [rules, setRules] = useState<Rules | null>(null);
  const [checks, setChecks] = useState<Checks | null>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY_VALUES);
  const [context, setContext] = useState<ContextValues>({});
  const [errors, setErrors] = useState<ContactErrors>({});
  const [send, setSend] = useState<SendState>({ kind: "idle" });
  // The browser's own checks serve visitors without JavaScript; with it, the messages below each field do.
  const [enhanced, setEnhanced] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const waitingForChecks = useRef(false);
  // The draft is read once, when the checks arrive, before anything is written over it.
  const drafted = useRef(false);

  useEffect(() => {
    setEnhanced(true);
    let mounted = true;
    void loadRules().then((loaded) => mounted && setRules(loaded));
    if (hasDraft()) startOnForm().catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);

  // Coming from a machine page (?macchinario=<slug>, or the page before): that machine is preselected. The
  // request type and the hidden context come from the call to action's query string, or from the visit.
  const slugList = slugs.join(" ");
  useEffect(() => {
    if (!rules) return;
    const previous = pageBefore(canonicalPath);
    const machine = rules.machineFromSearch(search, MACHINE_PARAM, slugList.split(" "), previous);
    const richiesta = rules.requestFromSearch(search);
    const found = rules.contextFromSearch(search, landingSearch(), previous);
    const city = found.citta_pagina;
    setValues((v) => ({
      ...v,
      ...(machine ? { macchinario: machine } : {}),
      ...(richiesta ? { richiesta } : {}),
      ...(city && !v.citta ? { citta: city } : {}),
    }));
    setContext(found);
  }, [rules, search, slugList, canonicalPath]);

  // Checked when sent (not on leaving a field: a message appearing then would move the button under the
  // pointer); a field already flagged is checked again as the visitor corrects it, and every flagged field when
  // the request type changes (it decides whether the place and the message are needed).
  const update = (name: ContactFieldName, value: string | boolean) => {
    const next = { ...values, [name]: value } as ContactValues;
    setValues(next);
    checks?.saveDraft(next);
    const flagged = (Object.keys(errors) as ContactFieldName[]).filter((f) => errors[f]);
    const recheck = name === "richiesta" ? flagged : flagged.filter((f) => f === name);
    if (checks && recheck.length > 0) {
      setErrors((e) => ({ ...e, ...Object.fromEntries(recheck.map((f) => [f, checks.fieldError(f, next, slugs)])) }));
    }
  };

  // The checks load when the visitor starts on the form (their first focus or input in it), or when it is sent.
  const startOnForm = (): Promise<Checks> =>
    loadChecks().then((loaded) => {
      if (!drafted.current) {
        drafted.current = true;
        const draft = loaded.readDraft();
        setValues((v) => ({ ...v, ...draft }));
      }
      setChecks(loaded);
      return loaded;
    });

  // On the first focus or input: a failure to load is said when the form is sent, which tries again.
  const prepareChecks = () => {
    if (!checks) startOnForm().catch(() => undefined);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.kind === "sending" || waitingForChecks.current) return;
    // Sent before the checks arrived: a second press meanwhile is the same send. Checks that cannot be loaded (the
    // connection is down) fail the send like the request itself would, every value kept for a retry.
    waitingForChecks.current = !checks;
    let loaded: Checks;
    try {
      loaded = checks ?? (await startOnForm());
    } catch {
      setSend({ kind: "failed", reason: "la connessione non è disponibile" });
      return;
    } finally {
      waitingForChecks.current = false;
    }
    const { validateContact, encodeSubmission, clearDraft } = loaded;
    const found = validateContact(values, slugs);
    setErrors(found);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) {
      document.getElementById(idOf(first))?.focus();
      return;
    }
    setSend({ kind: "sending" });
    const honeypot = (formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? "";
    try {
      const response = await fetch("/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: encodeSubmission(values, honeypot, context),
      });
      if (!response.ok) throw new Error(`il server ha risposto con l'errore ${response.status}`);
      // The thank-you page says back what was asked (src/lib/sent-enquiry.ts): in the history entry, never stored.
      const machine = machines.find((m) => m.slug === values.macchinario)?.nameWithArticle ?? "";
      const sent = { richiesta: values.richiesta, macchinario: machine, luogo: values.luogo, giorni: values.giorni };
      clearDraft();
      await navigate(localizePath(prefix, THANK_YOU_PATH), { state: { [SENT_ENQUIRY_KEY]: sent } });
    } catch (error) {
      const reason = error instanceof TypeError ? "la connessione non è disponibile" : (error as Error).message;
      setSend({ kind: "failed", reason });
      // Announced and focused, so the visitor knows at once that nothing was sent.
      window.setTimeout(() => statusRef.current?.focus(), 0);
    }
  };

  const errorCount = Object.values(errors).filter(Boolean).length;
  const demo = values.richiesta === "dimostrazione";
  const radioProps = (name: "richiesta" | "luogo", value: string) => ({
    type: "radio" as const,
    name,
    value,
    checked: values[name] === value,
    onChange: () => update(name, value),
    "aria-describedby": errors[name] ? errorIdOf(name) : undefined,
  });
  const errorOf = (name: ContactFieldName) =>
    errors[name] ? (
      <p id={errorIdOf(name)} className={styles.error}>
        {errors[name]}
      </p>
    ) : null;
  const text = (name: keyof typeof TEXT_RULES) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: update,
    enhanced,
  });

  const emailLink = <a href={mailtoHref(business.email)}>{business.email}</a>;
  const phoneLink = <a href={telHref(business.phone)}>{business.phoneDisplay}</a>;
  return (
    <form
      ref={formRef}
      className={styles.form}
      name={FORM_NAME}
      method="POST"
      action={localizePath(prefix, THANK_YOU_PATH)}
      data-netlify="true"
      // Netlify's own attribute (not a DOM property): it names the honeypot field Netlify Forms ignores.
      // eslint-disable-next-line react/no-unknown-property
      netlify-honeypot={HONEYPOT_FIELD}
      noValidate={enhanced}
      onSubmit={onSubmit}
      onFocus={prepareChecks}
      onInput={prepareChecks}
      aria-labelledby="contatto-titolo"
    >
      <h2 id="contatto-titolo" className={styles.title}>
        {TITLES[values.richiesta as RequestType] ?? TITLES.informazioni}
      </h2>
      <p className={styles.intro}>Scriveteci di cosa ha bisogno il vostro centro: vi ricontattiamo noi.</p>
      <input type="hidden" name="form-name" value={FORM_NAME} />
      {CONTEXT_FIELDS.map((name) => (
        <input key={name} type="hidden" name={name} value={context[name] ?? ""} />
      ))}
      <p hidden>
        <label>
          Non compilate questo campo: <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </p>

      {errorCount > 0 ? (
        <p className={styles.summary} role="alert">
          {errorCount === 1
            ? "Controllate il campo segnalato qui sotto."
            : `Controllate i ${errorCount} campi segnalati qui sotto.`}
        </p>
      ) : null}

      <fieldset
        className={styles.choice}
        id={idOf("richiesta")}
        tabIndex={-1}
        aria-describedby={errors.richiesta ? errorIdOf("richiesta") : undefined}
      >
        <legend>Che cosa vi serve?</legend>
        <div className={styles.options}>
          {REQUEST_TYPES.map((type) => (
            <label key={type} className={styles.option}>
              <input {...radioProps("richiesta", type)} /> {REQUEST_LABELS[type]}
            </label>
          ))}
        </div>
        {errorOf("richiesta")}
      </fieldset>

      {/* Without JavaScript these fields always show (the request type cannot hide them), marked as optional. */}
      <fieldset
        className={styles.choice}
        id={idOf("luogo")}
        tabIndex={-1}
        hidden={enhanced && !demo}
        aria-describedby={errors.luogo ? errorIdOf("luogo") : undefined}
      >
        <legend>
          Dove preferite la dimostrazione?
          <span className={styles.required}>{enhanced ? " (obbligatorio)" : " (solo per una dimostrazione)"}</span>
        </legend>
        <div className={styles.options}>
          {DEMO_PLACES.map((place) => (
            <label key={place} className={styles.option}>
              <input {...radioProps("luogo", place)} /> {PLACE_LABELS[place]}
            </label>
          ))}
        </div>
        {errorOf("luogo")}
        <TextField {...text("giorni")} label="Giorni e orari preferiti" autoComplete="off" />
      </fieldset>

      {context.calcolo ? (
        <p className={styles.figures}>
          <strong>Con la richiesta ci inviate anche i vostri calcoli:</strong> {context.calcolo}
        </p>
      ) : null}

      <div className={styles.grid}>
        <TextField {...text("nome")} label="Nome e cognome" autoComplete="name" />
        <TextField {...text("centro")} label="Nome del centro estetico" autoComplete="organization" />
        <TextField {...text("email")} label="E-mail" type="email" autoComplete="email" />
        <TextField {...text("telefono")} label="Telefono" type="tel" autoComplete="tel" pattern={PHONE_HTML_PATTERN} />
        <TextField {...text("citta")} label="Città del centro" autoComplete="address-level2" />
        <div className={styles.field}>
          <label htmlFor={idOf("macchinario")}>Macchinario di interesse</label>
          <select
            id={idOf("macchinario")}
            name="macchinario"
            value={values.macchinario}
            aria-invalid={errors.macchinario ? true : undefined}
            aria-describedby={errors.macchinario ? errorIdOf("macchinario") : undefined}
            onChange={(e) => update("macchinario", e.target.value)}
          >
            <MachineOptions machines={machines} />
          </select>
          {errors.macchinario ? (
            <p id={errorIdOf("macchinario")} className={styles.error}>
              {errors.macchinario}
            </p>
          ) : null}
        </div>
        {/* Without JavaScript the request type cannot make it required: the label says when it is. */}
        <TextField
          {...text("messaggio")}
          label="Messaggio"
          autoComplete="off"
          multiline
          required={enhanced && messageRequired(values.richiesta)}
          note={enhanced ? "facoltativo" : "obbligatorio se chiedete informazioni"}
        />
      </div>

      <div className={styles.consent}>
        <input
          id={idOf("privacy")}
          type="checkbox"
          name="privacy"
          value="si"
          required
          checked={values.privacy}
          aria-invalid={errors.privacy ? true : undefined}
          aria-describedby={errors.privacy ? errorIdOf("privacy") : undefined}
          onChange={(e) => update("privacy", e.target.checked)}
        />
        {/* An acknowledgement, not a consent: the request is answered under art. 6(1)(b) GDPR (DECISIONS-29). */}
        <label htmlFor={idOf("privacy")}>
          {/* In another tab, so the form stays as it is; the link says so. */}
          Ho letto l&apos;
          <a href={localizePath(prefix, PRIVACY_PATH)} target="_blank" rel="noopener noreferrer">
            informativa privacy
          </a>{" "}
          (si apre in un&apos;altra scheda). <span className={styles.required}>(obbligatorio)</span>
        </label>
        {errors.privacy ? (
          <p id={errorIdOf("privacy")} className={styles.error}>
            {errors.privacy}
          </p>
        ) : null}
      </div>

      <div ref={statusRef} tabIndex={-1} className={styles.status} role="status" aria-live="polite">
        {send.kind === "failed" ? (
          <p className={styles.failure}>
            <strong>La richiesta non è stata inviata</strong> ({send.reason}). I dati che avete scritto sono ancora qui:
            riprovate tra qualche istante, oppure scriveteci a {emailLink} o chiamateci al {phoneLink}.
          </p>
        ) : null}
        {send.kind === "sending" ? <p>Invio in corso…</p> : null}
      </div>

      <button type="submit" className="btn btn-primary" disabled={send.kind === "sending"}>
        {send.kind === "failed" ? "Riprovate l'invio" : "Inviate la richiesta"}
      </button>
    </form>
  );
}
