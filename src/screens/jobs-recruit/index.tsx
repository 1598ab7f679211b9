// The recruiter's screens of recruitment (spec §2 /jobAndRecruit recruit/recruitList,
// recruit/recruitDetails, userCenter/resumeManage): one chunk, dispatched by the route's path.
import type { ScreenProps } from '../../routes/route-types.js';
import { RecruitDetailsScreen } from './recruit-details.js';
import { RecruitListScreen } from './recruit-list.js';
import { useRecruitStyle } from './recruit-styles.js';
import { ResumeManageScreen } from './resume-manage.js';
import { jobsKindOf } from '../kit/job-paths.js';
import { useKitStyle } from '../kit/kit-styles.js';

export default function JobsRecruitScreen({ route, query }: ScreenProps) {
  useKitStyle();
  useRecruitStyle();
  switch (jobsKindOf(route.path)) {
    case 'recruit/recruitDetails':
      return <RecruitDetailsScreen query={query} />;
    case 'userCenter/resumeManage':
      return <ResumeManageScreen query={query} />;
    default:
      return <RecruitListScreen />;
  }
}
