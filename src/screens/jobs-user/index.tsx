// The job seeker's screens and the company form (spec §2 /jobAndRecruit edit/editResume,
// edit/editCompanyInfo, userCenter/userIndex, myResume, myDeliver, myResumeDetails): one chunk,
// the screen chosen by the route's kind under the module's base.
import type { ScreenProps } from '../../routes/route-types.js';
import { jobsKindOf } from '../kit/job-paths.js';
import { EditCompanyScreen } from './edit-company.js';
import { EditResumeScreen } from './edit-resume.js';
import { JobHubScreen } from './job-hub.js';
import { MyDeliverScreen } from './my-deliver.js';
import { MyResumeDetailsScreen } from './my-resume-details.js';
import { MyResumeScreen } from './my-resume.js';

export default function JobsUserScreen({ route, query }: ScreenProps) {
  switch (jobsKindOf(route.path)) {
    case 'edit/editResume':
      return <EditResumeScreen query={query} />;
    case 'edit/editCompanyInfo':
      return <EditCompanyScreen />;
    case 'userCenter/myResume':
      return <MyResumeScreen />;
    case 'userCenter/myResumeDetails':
      return <MyResumeDetailsScreen />;
    case 'userCenter/myDeliver':
      return <MyDeliverScreen />;
    default:
      // userCenter/userIndex, the module's mine screen.
      return <JobHubScreen />;
  }
}
