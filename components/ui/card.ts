/** The public site's card surface (features, services, events, people, contacts): callers add layout and padding. */
export const cardClass = "rounded-2xl border border-slate-200 bg-white shadow-sm";
