"use client";

import { useState } from "react";

/**
 * Which of a component's async actions is running (null: none). `run(key, action)` marks `key`
 * pending until the action settles, however it ends; the caller handles the action's errors.
 */
export function usePending<Key extends string>() {
  const [pending, setPending] = useState<Key | null>(null);
  async function run<T>(key: Key, action: () => Promise<T>): Promise<T> {
    setPending(key);
    try {
      return await action();
    } finally {
      setPending(null);
    }
  }
  return [pending, run] as const;
}
