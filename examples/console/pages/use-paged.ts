// One paged console list: the current page, its rows, loading and the refusal text; reload()
// asks again (after a decision, or to retry). `params` are the call's other fields (a language, a
// search): when they change the list starts again at page 1; null means "nothing to ask yet" (a
// search form not submitted). A reply that arrives after a newer request is dropped, so fast
// typing in a filter never leaves an older list on screen.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleCall, ConsolePage, ConsoleReplies } from '../../../src/contract/console-api.js';
import { consoleCall } from '../console-api.js';

type PagedCall = { [C in ConsoleCall]: ConsoleReplies[C] extends ConsolePage<unknown> ? C : never }[ConsoleCall];
type Row<C extends PagedCall> = ConsoleReplies[C] extends ConsolePage<infer R> ? R : never;

export interface Paged<R> {
  page: number;
  setPage(page: number): void;
  rows: R[];
  total: number;
  loading: boolean;
  /** Locale key of the last refusal ('' when none). */
  error: string;
  /** customData of the last refusal (the field a search refused), null when none. */
  errorData: unknown;
  reload(): Promise<R[]>;
}

export function usePaged<C extends PagedCall>(call: C, pageSize: number, params: Record<string, unknown> | null = {}): Paged<Row<C>> {
  const key = params === null ? null : JSON.stringify(params);
  // The page belongs to the params it was chosen for: other params start at page 1.
  const [paging, setPaging] = useState<{ key: string | null; page: number }>({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = useCallback((p: number) => setPaging({ key, page: p }), [key]);
  const [rows, setRows] = useState<Row<C>[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(key !== null);
  const [error, setError] = useState('');
  const [errorData, setErrorData] = useState<unknown>(null);
  const latest = useRef(0);

  const reload = useCallback(async (): Promise<Row<C>[]> => {
    const ticket = ++latest.current;
    if (key === null) {
      setRows([]);
      setTotal(0);
      setLoading(false);
      return [];
    }
    setLoading(true);
    const r = await consoleCall(call, { ...(JSON.parse(key) as Record<string, unknown>), pageNum: page, pageSize });
    if (ticket !== latest.current) return [];
    setLoading(false);
    if (!r.ok) {
      setError(r.message);
      setErrorData(r.customData);
      return [];
    }
    const data = r.data as ConsolePage<Row<C>>;
    // A page emptied by decisions: go back one.
    if (data.resultList.length === 0 && page > 1) setPage(page - 1);
    setError('');
    setErrorData(null);
    setRows(data.resultList);
    setTotal(data.totalCount);
    return data.resultList;
  }, [call, page, pageSize, key, setPage]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { page, setPage, rows, total, loading, error, errorData, reload };
}
