// /usercenter/serviceAndHelp/commonProblemList?menuId=N (spec §2; 15 per page, spec §9): the common
// problems of one menu, in the interface language, more as the user scrolls. The title is the
// menu's name the link carried; a missing or unknown menu says "not found" instead of an error.
import { useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { CODE } from '../../contract/codes.js';
import { PAGE_SIZE } from '../../contract/constants.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { Problem } from '../../contract/types/usercenter.js';
import { InfiniteList } from '../../ui/infinite-list.js';
import { useT } from '../../ui/t-context.js';
import { useInfiniteList } from '../../ui/use-infinite-list.js';
import { HELP_MENU, HelpFrame, HelpRow, idOf, NotFound, problemHref } from './help-frame.js';

const INLINE: readonly number[] = [CODE.NOT_FOUND, CODE.VALIDATION];

export function ProblemListScreen({ query }: { query: URLSearchParams }) {
  const t = useT();
  const menuId = idOf(query.get('menuId'));
  const name = query.get('name')?.trim() || t('help.problems');
  return (
    <HelpFrame title={name} fallback={HELP_MENU}>
      {menuId === null ? <NotFound /> : <Problems menuId={menuId} />}
    </HelpFrame>
  );
}

function Problems({ menuId }: { menuId: number }) {
  const t = useT();
  const { api } = useServices();
  const language = useShell().i18n.language;
  const [missing, setMissing] = useState(false);
  const list = useInfiniteList<Problem>({
    pageSize: PAGE_SIZE,
    resetKey: `${menuId}:${language}`,
    fetchPage: async ({ index, size }) => {
      const reply = await api.call(ENDPOINTS.getProblemList, { menuId, page: { index, size } }, { inline: INLINE });
      if (INLINE.includes(reply.code)) setMissing(true);
      return { code: reply.code, items: reply.code === 200 ? (reply.customData?.resultList ?? []) : [] };
    },
  });
  if (missing) return <NotFound />;
  return (
    <InfiniteList
      list={list}
      className="mkt-help-list"
      itemKey={(p) => p.id}
      empty={<p className="mkt-empty">{t('help.empty')}</p>}
      renderItem={(p) => <HelpRow href={problemHref(p.id)} item={p.id}>{p.title}</HelpRow>}
    />
  );
}
