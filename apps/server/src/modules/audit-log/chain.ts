import { sql } from 'drizzle-orm';
import { auditChainMessages as m, type AuditChainAnswer } from '@orrery/contract';
import type { Db } from '@orrery/db';
import { iso } from '../../lib/dates';
import { num, sqlRows } from '../../lib/sqlRows';

interface Broken {
  seq: string | number;
  id: string | number;
  created_at: Date | string;
}

/**
 * `GET /api/audit-log/chain`: whether the audit log's hash chain holds (migration 0041 seals each row at
 * commit). Each row's hash is recomputed from the row and the hash before it, its place must follow the
 * one before, and the chain's head must name the last row: an altered row, a removed one or a cut tail is
 * found, with the first change where the chain breaks. One pass over the log; asked for, not on a timer.
 */
export async function checkAuditChain(db: Db): Promise<AuditChainAnswer> {
  const checkedAt = new Date().toISOString();
  const [broken] = await sqlRows<Broken>(
    db,
    sql`with c as (
      select a.seq, a.id, a.created_at, a.hash,
        lag(a.seq) over w as prev_seq,
        audit_log_hash(coalesce(lag(a.hash) over w, repeat('0', 64)), a) as expected
      from audit_log a where a.seq is not null
      window w as (order by a.seq))
    select seq, id, created_at from c
    where hash is distinct from expected or seq <> coalesce(prev_seq, 0) + 1
    order by seq limit 1`,
  );
  const [counts] = await sqlRows<{ sealed: unknown; outside: unknown; head: unknown; last: unknown }>(
    db,
    sql`select (select count(*) from audit_log where seq is not null) as sealed,
      (select count(*) from audit_log where seq is null) as outside,
      (select seq from audit_chain where id = 1) as head,
      (select coalesce(max(seq), 0) from audit_log) as last`,
  );
  const changes = num(counts?.sealed);
  const outside = num(counts?.outside);
  const missing = num(counts?.head) - num(counts?.last);
  const answer = (message: string, brokenAt: AuditChainAnswer['brokenAt'] = null): AuditChainAnswer => ({
    holds: false,
    changes,
    brokenAt,
    message,
    checkedAt,
  });
  if (broken) {
    const seq = num(broken.seq);
    return answer(m.altered(seq), { seq, _id: String(broken.id), at: iso(new Date(broken.created_at)) });
  }
  if (missing > 0) return answer(m.cut(missing));
  if (outside > 0) return answer(m.outside(outside));
  return { holds: true, changes, brokenAt: null, message: m.holds(changes), checkedAt };
}
