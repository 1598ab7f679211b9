// /<module>/history (spec §2 "History and collection screens"; /article history).
import type { ScreenProps } from '../../routes/route-types.js';
import { SAVED_KINDS } from './saved-kinds.js';
import { SavedListScreen } from './saved-list.js';

export default function HistoryScreen({ route }: ScreenProps) {
  return <SavedListScreen route={route} kind={SAVED_KINDS.history} />;
}
