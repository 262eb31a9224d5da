/**
 * What `run` asks of Intl: each plural, number or date formatter it constructs ("new PluralRules")
 * and each message formatter next-intl makes for a message with a value (intl-messageformat's
 * locale check: "message"). A page's first use of Intl loads the locale's data, inside the hydration
 * task (docs/architecture.md, Performance): the tests of server-formatted words assert none.
 */
export function intlUse(run: () => void): string[] {
  const used: string[] = [];
  const names = ["PluralRules", "NumberFormat", "DateTimeFormat"] as const;
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
  const originals = names.map((name) => intl[name]);
  names.forEach((name, i) => {
    intl[name] = new Proxy(originals[i], {
      construct(target, args, newTarget) {
        used.push(`new ${name}`);
        return Reflect.construct(target, args, newTarget) as object;
      },
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (name !== "NumberFormat" || property !== "supportedLocalesOf" || typeof value !== "function") return value;
        return (...args: unknown[]) => {
          used.push("message");
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  });
  try {
    run();
  } finally {
    names.forEach((name, i) => (intl[name] = originals[i]));
  }
  return used;
}
