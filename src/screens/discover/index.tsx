// The discover chunk (spec §2 /discover: findPage, myShare, myCollection, share, otherShare, posts).
// Which screen is the route's last segment; an unknown one falls to the feed.
import type { ScreenProps } from '../../routes/route-types.js';
import { FindPageScreen } from './find-page.js';
import { OtherShareScreen } from './other-share.js';
import { PostScreen } from './post-screen.js';
import { MyCollectionScreen } from './my-collection.js';
import { MyShareScreen } from './my-share.js';
import { ShareScreen } from './share-screen.js';
import { useDiscoverStyle } from './discover-styles.js';

export default function DiscoverScreen({ route, query, active }: ScreenProps) {
  useDiscoverStyle();
  switch (route.path.slice('/discover/'.length)) {
    case 'posts': return <PostScreen query={query} />;
    case 'share': return <ShareScreen query={query} />;
    case 'myShare': return <MyShareScreen />;
    case 'myCollection': return <MyCollectionScreen />;
    case 'otherShare': return <OtherShareScreen query={query} />;
    default: return <FindPageScreen query={query} active={active} />;
  }
}
