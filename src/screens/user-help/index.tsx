// The service-and-help chunk (spec §2 /usercenter/serviceAndHelp/*): the menu, a menu's common
// problems, one problem. Open to visitors: help is for people who cannot log in too.
import type { ScreenProps } from '../../routes/route-types.js';
import { MenuListScreen } from './menu-list.js';
import { ProblemDetailsScreen } from './problem-details.js';
import { ProblemListScreen } from './problem-list.js';

const BASE = '/usercenter/serviceAndHelp';

const SCREENS = {
  [`${BASE}/serviceAndHelpMenuList`]: MenuListScreen,
  [`${BASE}/commonProblemList`]: ProblemListScreen,
  [`${BASE}/problemDetails`]: ProblemDetailsScreen,
} as const;

export default function HelpScreen({ route, query }: ScreenProps) {
  const Screen = SCREENS[route.path as keyof typeof SCREENS] ?? MenuListScreen;
  return <Screen query={query} />;
}
