"use client";

import { useEffect } from "react";

// A sign-in replaces the portal's sign-in form with the signed-in page (router.refresh), and the
// focus, on the form's busy button, went to the page's body: the next Tab started from the top.
let signedInHere = false;

/** The sign-in form, once the code is accepted: the page coming next is the signed-in one. */
export function expectSignedInPage(): void {
  signedInHere = true;
}

/** On the signed-in page: gives the element `target` (its heading) the focus, once, after a sign-in in this page. */
export function FocusAfterSignIn({ target }: { target: string }) {
  useEffect(() => {
    if (!signedInHere) return;
    signedInHere = false;
    document.getElementById(target)?.focus();
  }, [target]);
  return null;
}
