// The kudos and favourite buttons of a post (post-marks.ts holds the rules): the mark changes at
// once, the server's answer settles it, a failure puts it back. One tap at a time per button.
// What settles is announced to the same post on other screens (marks-sync.ts), and theirs heard.
import { useEffect, useRef, useState } from 'react';
import { useServices, useShell } from '../../app/use-shell.js';
import { ENDPOINTS } from '../../contract/endpoints.js';
import type { YesNo } from '../../contract/types/common.js';
import type { SharePost } from '../../contract/types/discover.js';
import { useT } from '../../ui/t-context.js';
import { announceMarks, onMarks } from './marks-sync.js';
import { settledKudos, toggledKudos, type KudosMark } from './post-marks.js';
import { useLoginFirst } from '../kit/use-login-first.js';

export interface PostMarks {
  kudos: KudosMark;
  favorite: YesNo;
  commentNum: number;
  toggleKudos(): void;
  toggleFavorite(): void;
}

export function usePostMarks(post: SharePost): PostMarks {
  const { api } = useServices();
  const { dialogs } = useShell();
  const t = useT();
  const login = useLoginFirst();
  const [kudos, setKudos] = useState<KudosMark>({ isKudos: post.isKudos, kudosNum: post.kudosNum });
  const [favorite, setFavorite] = useState<YesNo>(post.isFavorite);
  const [commentNum, setCommentNum] = useState(post.commentNum);
  const busy = useRef({ kudos: false, favorite: false });
  // A reloaded list brings the server's marks (another tab, another device).
  useEffect(() => setKudos({ isKudos: post.isKudos, kudosNum: post.kudosNum }), [post.shareId, post.isKudos, post.kudosNum]);
  useEffect(() => setFavorite(post.isFavorite), [post.shareId, post.isFavorite]);
  useEffect(() => setCommentNum(post.commentNum), [post.shareId, post.commentNum]);
  useEffect(() => onMarks(login.userId, post.shareId, (c) => {
    if (c.isKudos !== undefined && c.kudosNum !== undefined) setKudos({ isKudos: c.isKudos, kudosNum: c.kudosNum });
    if (c.isFavorite !== undefined) setFavorite(c.isFavorite);
    if (c.commentNum !== undefined) setCommentNum(c.commentNum);
  }), [login.userId, post.shareId]);

  return {
    kudos,
    favorite,
    commentNum,
    toggleKudos() {
      if (busy.current.kudos || !login.loggedIn()) return;
      busy.current.kudos = true;
      const before = kudos;
      const next = toggledKudos(before);
      setKudos(next);
      void api.call(ENDPOINTS.kudosShare, { shareId: post.shareId, kudos: next.isKudos }).then((reply) => {
        busy.current.kudos = false;
        const settled = settledKudos(before, reply);
        setKudos(settled);
        if (reply.code === 200) announceMarks(login.userId, post.shareId, settled);
      });
    },
    toggleFavorite() {
      if (busy.current.favorite || !login.loggedIn()) return;
      busy.current.favorite = true;
      const before = favorite;
      const next: YesNo = before === 1 ? 0 : 1;
      setFavorite(next);
      void api.call(ENDPOINTS.favoriteShare, { shareId: post.shareId, favorite: next }).then((reply) => {
        busy.current.favorite = false;
        if (reply.code !== 200) return setFavorite(before);
        announceMarks(login.userId, post.shareId, { isFavorite: next });
        dialogs.toast(t(next === 1 ? 'feed.favoriteAdded' : 'feed.favoriteRemoved'));
      });
    },
  };
}
