"use client";

import { useCallback, useEffect, useState } from "react";

import type { CheckoutConfig, NumberReservation } from "@/components/gov-apply/types";

export type Reservation = NumberReservation & { checkout: CheckoutConfig };
type State = { status: "loading" } | { status: "ready"; reservation: Reservation } | { status: "error" };

/** A signed application number and the payment mode, asked for when a form opens (the board page is static). */
export function useReservation(): { state: State; retry(): void } {
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/gov/applications/reservation", {
      signal: controller.signal,
      headers: { Accept: "application/json", "Accept-Language": document.documentElement.lang || "en" },
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as Reservation;
        setState({ status: "ready", reservation: body });
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setState({ status: "error" });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
