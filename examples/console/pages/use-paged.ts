// One paged console list: the current page, its rows, loading and the refusal text; reload()
// asks again (after a decision, or to retry).
import { useCallback, useEffect, useState } from 'react';
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
  reload(): Promise<R[]>;
}

export function usePaged<C extends PagedCall>(call: C, pageSize: number): Paged<Row<C>> {
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Row<C>[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');

  const reload = useCallback(async (): Promise<Row<C>[]> => {
    setLoading(true);
    const r = await consoleCall(call, { pageNum: page, pageSize });
    setLoading(false);
    if (!r.ok) {
      setError(r.message);
      return [];
    }
    const data = r.data as ConsolePage<Row<C>>;
    // A page emptied by decisions: go back one.
    if (data.resultList.length === 0 && page > 1) setPage(page - 1);
    setError('');
    setRows(data.resultList);
    setTotal(data.totalCount);
    return data.resultList;
  }, [call, page, pageSize]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { page, setPage, rows, total, loading, error, reload };
}
