// On SIGTERM the web process's worker finishes its jobs before Next's shutdown handler runs.
import { EventEmitter } from "node:events";

import { describe, expect, it, vi } from "vitest";

import { stopWorkerFirst, type SignalTarget } from "@/lib/server/jobs/shutdown";
import { runInBackground } from "@/lib/server/platform/background";

/** A stand-in for `process`: its signal listeners, and the signals raised with `kill`. */
function fakeProcess() {
  const emitter = new EventEmitter();
  const raised: string[] = [];
  const target = Object.assign(emitter, {
    pid: 4242,
    kill: (pid: number, signal: string) => {
      raised.push(`${pid}:${signal}`);
      return true;
    },
  }) as unknown as SignalTarget & EventEmitter;
  return { target, raised };
}

/** A stop the test ends when it likes. */
function heldStop() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const stop = vi.fn(() => done);
  return { stop, finish };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("stopWorkerFirst", () => {
  it("runs Next's handler only once the worker has finished its jobs", async () => {
    const { target } = fakeProcess();
    const events: string[] = [];
    const nextCleanup = vi.fn((signal: unknown) => void events.push(`next:${String(signal)}`));
    target.on("SIGTERM", nextCleanup);
    const { stop, finish } = heldStop();
    stopWorkerFirst(() => (events.push("worker stopping"), stop()), target, 60_000);

    target.emit("SIGTERM", "SIGTERM");
    await settle();
    expect(events).toEqual(["worker stopping"]);
    expect(nextCleanup).not.toHaveBeenCalled();

    finish();
    await settle();
    expect(events).toEqual(["worker stopping", "next:SIGTERM"]);
  });

  it("runs Next's handler only once the requests' background work (a sign-in code's mail) is recorded", async () => {
    const { target } = fakeProcess();
    const events: string[] = [];
    target.on("SIGTERM", () => void events.push("next"));
    let record!: () => void;
    // A sign-in code asked for just before the signal: the answer went out, its mail is being recorded.
    runInBackground("applicant_code.request", async () => {
      await new Promise<void>((resolve) => (record = resolve));
      events.push("code mail recorded");
    });
    stopWorkerFirst(async () => void events.push("worker stopped"), target, 60_000);

    target.emit("SIGTERM", "SIGTERM");
    await settle();
    expect(events).toEqual(["worker stopped"]);

    record();
    await settle();
    expect(events).toEqual(["worker stopped", "code mail recorded", "next"]);
  });

  it("goes on with the shutdown when background work outlasts the budget", async () => {
    const { target } = fakeProcess();
    const nextCleanup = vi.fn();
    target.on("SIGTERM", nextCleanup);
    stopWorkerFirst(
      async () => {},
      target,
      30,
      () => new Promise<void>(() => {}),
    );
    target.emit("SIGTERM", "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(nextCleanup).toHaveBeenCalledWith("SIGTERM");
  });

  it("ignores a repeated signal while the worker stops: one stop, one shutdown", async () => {
    const { target } = fakeProcess();
    const nextCleanup = vi.fn();
    target.on("SIGINT", nextCleanup);
    const { stop, finish } = heldStop();
    stopWorkerFirst(stop, target, 60_000);

    target.emit("SIGINT", "SIGINT");
    target.emit("SIGINT", "SIGINT");
    target.emit("SIGTERM", "SIGTERM");
    finish();
    await settle();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(nextCleanup).toHaveBeenCalledTimes(1);
    expect(nextCleanup).toHaveBeenCalledWith("SIGINT");
  });

  it("goes on with the shutdown when the worker takes longer than its budget, or fails to stop", async () => {
    const late = fakeProcess();
    const lateCleanup = vi.fn();
    late.target.on("SIGTERM", lateCleanup);
    stopWorkerFirst(() => new Promise<void>(() => {}), late.target, 30);
    late.target.emit("SIGTERM", "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(lateCleanup).toHaveBeenCalledWith("SIGTERM");

    const failing = fakeProcess();
    const failingCleanup = vi.fn();
    failing.target.on("SIGTERM", failingCleanup);
    stopWorkerFirst(() => Promise.reject(new Error("connection terminated")), failing.target, 60_000);
    failing.target.emit("SIGTERM", "SIGTERM");
    await settle();
    expect(failingCleanup).toHaveBeenCalledWith("SIGTERM");
  });

  it("with no handler before it, raises the signal again without its own, so the process ends", async () => {
    const { target, raised } = fakeProcess();
    stopWorkerFirst(async () => {}, target, 60_000);
    expect(target.listenerCount("SIGTERM")).toBe(1);
    target.emit("SIGTERM", "SIGTERM");
    await settle();
    expect(target.listenerCount("SIGTERM")).toBe(0);
    expect(raised).toEqual(["4242:SIGTERM"]);
  });

  it("is installed once per process", async () => {
    const { target } = fakeProcess();
    const nextCleanup = vi.fn();
    target.on("SIGTERM", nextCleanup);
    const stop = vi.fn(async () => {});
    stopWorkerFirst(stop, target, 60_000);
    stopWorkerFirst(stop, target, 60_000);
    expect(target.listenerCount("SIGTERM")).toBe(1);
    target.emit("SIGTERM", "SIGTERM");
    await settle();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(nextCleanup).toHaveBeenCalledTimes(1);
  });
});
