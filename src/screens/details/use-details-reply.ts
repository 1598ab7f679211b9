// The details call of a listing (spec §7 "searchXxxDetailById {serviceId, userId}", articles with
// esInfoId) as a details screen shows it: the request (null without a serviceId: nothing to ask),
// the call, its listing once read, and the favourite star's change kept in the shown reply.
// `key` says when to ask again (spec §4: a new id, logging in, a language change). A listing that
// is gone (4404) is the page's own state (details-pending.tsx), not spec §8's toast: a shared link
// outlives its listing (issue: Beyond the spec, "Share a listing").
import { CODE } from '../../contract/codes.js';
import type { DetailReply, YesNo } from '../../contract/types/common.js';
import type { ListingModule } from '../../modules/types.js';
import { useCall, type CallApi } from '../kit/use-call.js';
import { detailDataOf, detailRequest, type DetailData } from './read.js';

export interface DetailsReply {
  body: ReturnType<typeof detailRequest> | null;
  call: CallApi<DetailReply<unknown>>;
  data: DetailData | null;
  /** After a favourite toggle: the shown reply's isFavorite, without asking again. */
  setFavorite(isFavorite: YesNo): void;
}

const INLINE: readonly number[] = [CODE.NOT_FOUND];

export function useDetailsReply(module: ListingModule, ids: { serviceId: string; esInfoId: string; userId: string }, key: string): DetailsReply {
  const body = ids.serviceId ? detailRequest(module, ids.serviceId, ids.userId, ids.esInfoId) : null;
  const call = useCall(module.endpoints.detail, body, key, INLINE);
  const data = call.state.status === 'ok' ? detailDataOf(call.state.data) : null;
  const setFavorite = (isFavorite: YesNo) =>
    call.patch((reply) => ({ ...reply, resultMap: { ...(detailDataOf(reply)?.resultMap ?? {}), isFavorite } }));
  return { body, call, data, setFavorite };
}
