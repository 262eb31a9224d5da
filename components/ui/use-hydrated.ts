"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while rendering on the server and hydrating, true from then on: for markup a page must send
 * one way and run the other (a form the browser validates until its script has run).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
