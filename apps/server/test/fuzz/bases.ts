import type { Operation, Parts } from './operations';

/**
 * The optional slots of an operation: its optional query parameters (`query <name>`) and the optional
 * top-level fields of its JSON body (`body <name>`).
 */
export function optionalSlots(op: Operation): string[] {
  const query = op.parameters.filter((p) => p.in === 'query' && !p.required).map((p) => `query ${p.name}`);
  const required = new Set(op.body?.required ?? []);
  const body = Object.keys(op.body?.properties ?? {}).filter((key) => !required.has(key));
  return [...query, ...body.map((key) => `body ${key}`)];
}

/**
 * The parts with every optional slot left out but `slot`: a rule between two optional fields (from age
 * needs to age) refuses the full example before any other field's value is read, so each field also gets
 * a request where it is the only one filled in.
 */
export function onlySlot(op: Operation, parts: Parts, slot: string): Parts {
  const others = new Set(optionalSlots(op).filter((other) => other !== slot));
  const query = Object.fromEntries(
    Object.entries(parts.query).filter(([key]) => !others.has(`query ${key}`)),
  );
  if (parts.body === null || typeof parts.body !== 'object' || Array.isArray(parts.body)) {
    return { ...parts, query };
  }
  const body = Object.fromEntries(Object.entries(parts.body).filter(([key]) => !others.has(`body ${key}`)));
  return { ...parts, query, body };
}
