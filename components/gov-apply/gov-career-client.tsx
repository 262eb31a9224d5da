"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";

import { FormTextsProvider, loadFormTexts, useFormTexts } from "@/components/gov-apply/form-texts";
import { formatDeadline } from "@/components/gov-apply/job-card";
import type { GovBoardTexts } from "@/components/gov-apply/board-texts";
import { JobBoard } from "@/components/gov-apply/job-board";
import type { PaidApplication, Prefill, PublicGovJob, SavedApplication } from "@/components/gov-apply/types";
import { useReservation } from "@/components/gov-apply/use-reservation";
import { GOV_DRAFT_PREFIX, GOV_SAVED_DRAFT, govDraftName } from "@/components/gov-apply/draft-name";
import { retryableLazy } from "@/components/ui/retryable-lazy";
import { useRouter } from "@/i18n/navigation-base";
import { type DisplayLocale, isPastIstDay } from "@/lib/dates";
import {
  armDraft,
  clearDraft,
  draftEntryMark,
  newestDraftName,
  readDraft,
  releaseDraft,
  writeDraft,
} from "@/lib/form-draft";
import { feeSummary } from "@/lib/gov-fees";

const noSubscription = () => () => {};
/** Marks the history entry the form's views sit on (Next keeps its own state beside it). */
const FORM_ENTRY = "govApplicationForm";
const isFormEntry = (state: unknown) =>
  typeof state === "object" && state !== null && (state as Record<string, unknown>)[FORM_ENTRY] === true;
const requestedJobId = () => new URLSearchParams(window.location.search).get("apply");
/**
 * A snapshot for useSyncExternalStore read once, when the board is first drawn in the browser: the
 * form's own entry and draft, and the page's clock, come later.
 */
const readOnce =
  <T,>(read: () => T) =>
  () => {
    let kept: { value: T } | undefined;
    return () => (kept ??= { value: read() }).value;
  };
/**
 * The job whose form this tab was showing when the page went (a reload, or a phone's browser
 * bringing back a tab it had discarded while the camera was open): the page comes back on the
 * form's history entry, and the answers kept for that entry (lib/form-draft.ts).
 */
const resumedForm = readOnce(() =>
  isFormEntry(window.history.state)
    ? (newestDraftName(GOV_DRAFT_PREFIX)?.slice(GOV_DRAFT_PREFIX.length) ?? null)
    : null,
);
/** The saved screen this tab's entry was showing when the page went (a reload). */
const resumedSaved = readOnce(() =>
  isFormEntry(window.history.state) ? readDraft<SavedScreen>(GOV_SAVED_DRAFT) : null,
);
/** Keeps the saved screen for the current history entry: the form's, as the server stores the application. */
function rememberSaved(screen: SavedScreen) {
  armDraft(GOV_SAVED_DRAFT);
  writeDraft<SavedScreen>(GOV_SAVED_DRAFT, screen);
}
/** The saved application was paid for, or left: a reload shows the board again. */
const forgetSaved = () => releaseDraft(GOV_SAVED_DRAFT);
/** A clock read once, when the board is first drawn in the browser (null on the server). */
const shownAt = readOnce(() => Date.now());

/**
 * The board as of this page's load in the browser: a page served from Next's cache may have been
 * rendered before a deadline that has passed since (the first visit of the morning gets the
 * evening's page while a new one renders), and its Apply would lead to a form the server refuses.
 */
function asOfNow(jobs: PublicGovJob[], now: number | null): PublicGovJob[] {
  if (now === null) return jobs;
  return jobs.map((job) => (job.isOpen && isPastIstDay(job.deadline, now) ? { ...job, isOpen: false } : job));
}

/** What the saved screen shows, kept in the tab from the save until it is paid or left (GOV_SAVED_DRAFT). */
type SavedScreen = { jobTitle: string; deadline: string; saved: SavedApplication };
const savedScreenOf = (job: PublicGovJob, saved: SavedApplication): SavedScreen => ({
  jobTitle: job.title,
  deadline: job.deadline,
  saved,
});

type View =
  | { name: "list" }
  /** `resumed`: opened again after a reload, with the answers kept for it (leaving asks, as if typed). */
  | { name: "form"; job: PublicGovJob; resumed?: boolean }
  /** `prefill`: Checkout's name, e-mail and phone, from the form (not kept in the tab: empty after a reload). */
  | ({ name: "saved"; prefill: Prefill } & SavedScreen)
  | { name: "done"; result: PaidApplication };

const NO_PREFILL: Prefill = { name: "", email: "", contact: "" };

// The form (react-hook-form, zod, the payment flow) and the screens after it load when a visitor
// picks a job, not with the board: the board's first load carries only the list and its search.
// All three are fetched then, so the confirmation is not first asked for after a payment; a fetch
// that fails shows its Try again in the part's place, never an error page (retryable-lazy.tsx).
// The saved and paid screens show nothing while their (fetched) code is handed over: "Preparing
// your application form..." would be read out after a payment.
const ApplicationForm = retryableLazy(() =>
  import("@/components/gov-apply/application-form").then((m) => m.ApplicationForm),
);
const Confirmation = retryableLazy(() => import("@/components/gov-apply/confirmation").then((m) => m.Confirmation));
const SavedUnpaid = retryableLazy(() => import("@/components/gov-apply/saved-unpaid").then((m) => m.SavedUnpaid));

// /gov-career: the board, the application form that replaces it, and the confirmation.
export function GovCareerClient({ jobs: rendered, texts }: { jobs: PublicGovJob[]; texts: GovBoardTexts }) {
  const t = useTranslations("govBoard");
  const locale = useLocale() as DisplayLocale;
  const router = useRouter();
  const [view, setView] = useState<View>({ name: "list" });
  const [clock] = useState(shownAt);
  const now = useSyncExternalStore(noSubscription, clock, () => null);
  const jobs = useMemo(() => asOfNow(rendered, now), [rendered, now]);
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  const dirty = useRef(false); // the visitor typed or picked something in the form shown
  useEffect(() => {
    dirty.current = view.name === "form" && view.resumed === true;
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    if (view.name === "list" || view.name === "form") heading.current?.focus({ preventScroll: true });
  }, [view]);

  // A job's own page links here with ?apply=<id>: open that job's form once, if it takes applications.
  // Without one, a form this tab was filling in before a reload opens again, with its answers.
  const requested = useSyncExternalStore(noSubscription, requestedJobId, () => null);
  const [resumeSnapshot] = useState(resumedForm);
  const resumed = useSyncExternalStore(noSubscription, resumeSnapshot, () => null);
  const wanted = requested ?? resumed;
  const [handled, setHandled] = useState<string | null>(null);
  if (wanted && handled !== wanted) {
    setHandled(wanted);
    const job = jobs.find((j) => j.id === wanted && j.isOpen);
    if (job) setView({ name: "form", job, resumed: !requested });
  }
  useEffect(() => {
    // Kept for a job that has closed since: nobody can send them any more.
    if (resumed && !requested && !jobs.some((j) => j.id === resumed && j.isOpen)) clearDraft(govDraftName(resumed));
  }, [resumed, requested, jobs]);
  useEffect(() => {
    if (handled && requested) window.history.replaceState(window.history.state, "", window.location.pathname);
  }, [handled, requested]);
  // The saved screen this entry showed before a reload comes back (unless a job's page asked for a
  // form). It is kept from the moment the server has stored the application, on the form's entry,
  // before Checkout opens (a phone may drop the tab while the UPI app pays), until it is paid or left.
  const [savedSnapshot] = useState(resumedSaved);
  const savedBefore = useSyncExternalStore(noSubscription, savedSnapshot, () => null);
  const [savedHandled, setSavedHandled] = useState(false);
  if (savedBefore && !requested && !savedHandled) {
    setSavedHandled(true);
    setView({ name: "saved", ...savedBefore, prefill: NO_PREFILL });
  }

  // The answers this tab kept for a form go with the form: saved or paid (they are the server's
  // now), or left with the visitor's agreement (Back, a link), which said they would be lost.
  useEffect(() => {
    if (view.name !== "form") return;
    const name = govDraftName(view.job.id);
    return () => clearDraft(name);
  }, [view]);

  const backToList = () => {
    forgetSaved();
    setView({ name: "list" });
    router.refresh(); // fresh jobs
  };
  const paid = (result: PaidApplication) => {
    forgetSaved();
    setView({ name: "done", result });
  };

  // The form, its saved and its done views each sit on a history entry of their own, so a phone's
  // Back returns to the board instead of leaving the page; from a form with answers in it, Back (the
  // browser's or the page's) asks first, as does closing or reloading the tab. Leaving the form loses
  // its answers; a reload, or a tab the phone discarded and brings back, finds them kept in the tab.
  const pushed = useRef(false);
  // Saving or paying (the application is sent, Checkout may be open): Back is Checkout's to handle.
  const paying = useRef(false);
  const mayLeave = () => view.name !== "form" || !dirty.current || window.confirm(t("form.leaveConfirm"));
  // The listeners read the render's view through a ref: added once, they are in place while Next's
  // own popstate listener re-renders the page (one removed and added again during that event would
  // miss it).
  const current = useRef({ view, mayLeave, backToList });
  useEffect(() => {
    current.current = { view, mayLeave, backToList };
    // The form is gone (paid, saved for later): its payment flow ended with it.
    if (view.name !== "form") paying.current = false;
    if (view.name !== "list" && !pushed.current) {
      // The entry is marked as the form's: one already under the board (Forward after Back, a
      // return from the receipt) is used again rather than stacking another on it.
      if (!isFormEntry(window.history.state)) window.history.pushState({ [FORM_ENTRY]: true }, "");
      pushed.current = true;
    } else if (view.name === "form" && pushed.current && !paying.current && !isFormEntry(window.history.state)) {
      // Next rewrote the entry's state (a refresh from the board committing after the form opened):
      // marked again, with its drafts' id, so a reload still finds the form and its answers. Not
      // while paying: Razorpay's Checkout may have an entry of its own above the form's.
      window.history.replaceState({ ...window.history.state, [FORM_ENTRY]: true, ...draftEntryMark() }, "");
    }
  });
  useEffect(() => {
    /** The visitor agreed to leave the form (or it had nothing in it): its answers go, kept nowhere. */
    const leaveForm = () => {
      dirty.current = false;
      const { view } = current.current;
      if (view.name === "form") releaseDraft(govDraftName(view.job.id));
    };
    const onPop = (event: PopStateEvent) => {
      if (current.current.view.name === "list") return;
      // Still on the form's entry: one above it went (Razorpay's Checkout closing on Back).
      if (isFormEntry(event.state)) return;
      pushed.current = false;
      if (!paying.current && current.current.mayLeave()) {
        leaveForm();
        current.current.backToList();
      } else {
        // Stay: the entry Back took is put back, still bound to the form's kept answers.
        window.history.pushState({ [FORM_ENTRY]: true, ...draftEntryMark() }, "");
        pushed.current = true;
      }
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (current.current.view.name === "form" && dirty.current) event.preventDefault();
    };
    // A link of this site (the header's menu, its language switch, the footer) leaves through
    // Next's router, which neither event above sees: from a form with answers in it, ask first.
    // Caught before React's own listener, so a refusal stops the link's navigation outright.
    const onClick = (event: MouseEvent) => {
      if (!leavesThePage(event)) return;
      if (current.current.mayLeave()) {
        // Asked once: a link that loads a whole page must not ask again, nor write the answers back
        // as it hides this one.
        leaveForm();
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener("popstate", onPop);
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("popstate", onPop);
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, []);
  /** The application was sent (saving, paying): its answers are no longer only in this page. */
  const onBusy = useCallback((busy: boolean) => {
    paying.current = busy;
    if (busy) dirty.current = false;
  }, []);
  /** The page's own Back: through the history entry, as the browser's Back. */
  const leaveToList = () => {
    if (!mayLeave()) return;
    dirty.current = false;
    if (pushed.current) window.history.back();
    else backToList();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      {view.name === "list" && (
        <>
          <header className="mb-8">
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-3xl font-bold text-slate-900 focus:outline-none sm:text-4xl"
            >
              {t("heading")}
            </h1>
            <p className="mt-3 max-w-3xl text-slate-600">{texts.intro}</p>
          </header>
          <JobBoard
            jobs={jobs}
            texts={texts}
            onApply={(job) => {
              // Fetched while the application number is reserved (a failure shows when the form asks).
              ApplicationForm.preload();
              Confirmation.preload();
              SavedUnpaid.preload();
              loadFormTexts(locale).catch(() => {});
              forgetSaved();
              setView({ name: "form", job });
            }}
          />
        </>
      )}
      {view.name === "form" && (
        // Anything the visitor types or picks (not a value the form sets itself) is an answer to keep.
        <div
          className="mx-auto max-w-4xl"
          onInput={(event) => (dirty.current ||= event.nativeEvent.isTrusted)}
          onChange={(event) => (dirty.current ||= event.nativeEvent.isTrusted)}
        >
          <button
            type="button"
            onClick={leaveToList}
            className="mb-6 rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            <span aria-hidden="true">← </span>
            {t("form.back")}
          </button>
          <header className="mb-8 border-b border-slate-200 pb-6">
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl"
            >
              {t("form.heading")}
            </h1>
            <p className="mt-2 text-slate-700">
              <span className="font-semibold">{view.job.title}</span> · {view.job.company} · {view.job.location}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t.rich("form.note", {
                fee: feeSummary(view.job.fees),
                deadline: formatDeadline(view.job.deadline, locale),
                star: () => (
                  <>
                    <span aria-hidden="true" className="text-red-600">
                      *
                    </span>
                    <span className="sr-only">{t("form.withAsterisk")}</span>
                  </>
                ),
              })}
            </p>
          </header>
          <ReservedForm
            job={view.job}
            onBusy={onBusy}
            onPaid={paid}
            onSaved={(saved) => saved && rememberSaved(savedScreenOf(view.job, saved))}
            onUnpaid={(saved, prefill) => setView({ name: "saved", ...savedScreenOf(view.job, saved), prefill })}
          />
        </div>
      )}
      {view.name === "saved" && (
        <WithFormTexts>
          <SavedUnpaid
            saved={view.saved}
            jobTitle={view.jobTitle}
            deadline={view.deadline}
            prefill={view.prefill}
            onPaid={paid}
            onBack={leaveToList}
            failed={(retry) => <NotShown message={t("form.savedNotShown")} onRetry={retry} />}
          />
        </WithFormTexts>
      )}
      {view.name === "done" && (
        <WithFormTexts>
          <Confirmation
            result={view.result}
            onBack={leaveToList}
            failed={(retry) => <NotShown message={t("form.paidNotShown")} onRetry={retry} />}
          />
        </WithFormTexts>
      )}
    </div>
  );
}

/**
 * The form, once the server has given it an application number (asked for each time a form opens)
 * and its words have arrived (the first time one opens).
 */
function ReservedForm({
  job,
  onBusy,
  onPaid,
  onUnpaid,
  onSaved,
}: {
  job: PublicGovJob;
  onBusy(busy: boolean): void;
  onPaid(result: PaidApplication): void;
  onUnpaid(saved: SavedApplication, prefill: Prefill): void;
  onSaved(saved: SavedApplication | null): void;
}) {
  const { state, retry } = useReservation();
  const texts = useFormTexts();
  if (state.status === "error" || texts.status === "error") {
    return (
      <NotPrepared
        onRetry={() => {
          if (state.status === "error") retry();
          if (texts.status === "error") texts.retry();
        }}
      />
    );
  }
  if (state.status === "loading" || texts.status === "loading") return <Preparing />;
  const { checkout, ...reservation } = state.reservation;
  return (
    <FormTextsProvider>
      <ApplicationForm
        job={job}
        reservation={reservation}
        checkout={checkout}
        onBusy={onBusy}
        onPaid={onPaid}
        onUnpaid={onUnpaid}
        onSaved={onSaved}
        loading={<Preparing />}
        failed={(retry) => <NotPrepared onRetry={retry} />}
      />
    </FormTextsProvider>
  );
}

/** The saved and paid screens, with the form's words (already fetched for the form before them). */
function WithFormTexts({ children }: { children: React.ReactNode }) {
  const texts = useFormTexts();
  if (texts.status === "error") return <NotPrepared onRetry={texts.retry} />;
  if (texts.status === "loading") return <Preparing />;
  return <FormTextsProvider>{children}</FormTextsProvider>;
}

function NotPrepared({ onRetry }: { onRetry(): void }) {
  const t = useTranslations("govBoard.form");
  return <NotShown message={t("reservationError")} onRetry={onRetry} />;
}

/** A screen that could not be shown (its words or its code did not arrive), with Try again. */
function NotShown({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useTranslations("govBoard.form");
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
      <p>{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        {t("retry")}
      </button>
    </div>
  );
}

function Preparing() {
  const t = useTranslations("govBoard.form");
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-6 text-slate-600">
      {t("preparing")}
    </p>
  );
}

/**
 * A plain click on a link that takes this tab to another page of this site. Not: a modified or
 * other-button click (a new tab), a link to a new tab or a download, a jump within this page, or
 * another site (its full load asks through beforeunload).
 */
function leavesThePage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return false;
  if (link.target && link.target !== "_self") return false;
  const to = new URL(link.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin) return false;
  return !(to.pathname === here.pathname && to.search === here.search && to.hash !== "");
}
