// The publish chunk (spec §2 "Publish screens"): the generic form of every publishing module
// (/<module>/publish) and the word check step (/common/checkWord), kept in one lazy chunk so
// neither is in /index's first paint (size budget) and the check opens without another download.
import type { ScreenProps } from '../../routes/route-types.js';
import { CheckWordScreen } from './check-word-screen.js';
import { PublishScreen } from './publish-screen.js';

export const CHECK_WORD_PATH = '/common/checkWord';

export default function PublishChunk(props: ScreenProps) {
  return props.route.path === CHECK_WORD_PATH ? <CheckWordScreen {...props} /> : <PublishScreen {...props} />;
}
