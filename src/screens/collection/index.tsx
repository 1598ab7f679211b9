// /<module>/collection (spec §2 "History and collection screens"; /article collection "swipe to
// delete"): the history screen's saved list, fed with the favourites.
import type { ScreenProps } from '../../routes/route-types.js';
import { SAVED_KINDS } from '../history/saved-kinds.js';
import { SavedListScreen } from '../history/saved-list.js';

export default function CollectionScreen({ route }: ScreenProps) {
  return <SavedListScreen route={route} kind={SAVED_KINDS.collection} />;
}
