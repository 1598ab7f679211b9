// The alerts chunk (issue: Beyond the spec, saved-search alerts): the notification centre and the
// saved searches of the user centre, both behind a login (app-routes.ts).
import type { ScreenProps } from '../../routes/route-types.js';
import { NotificationsScreen } from './notifications.js';
import { SavedSearchesScreen } from './saved-searches.js';

export default function AlertsScreen({ route, query }: ScreenProps) {
  return route.path === '/usercenter/savedSearches' ? <SavedSearchesScreen query={query} /> : <NotificationsScreen />;
}
