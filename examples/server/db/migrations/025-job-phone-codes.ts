// The area code of a CV's and a company's phone (spec §5 "Shared phone validator": 86 a Chinese
// mobile, 225 ten digits, others digits only). Until now the phone was checked under the account's
// registered code and stored alone, so "+225" was lost; the code picked on the form is kept beside
// the number (digits, no "+"; one of the countries' codes, jobs/area-code.ts). Rows saved before
// get the account's registered code, the one their phone was checked under.
export const JOB_PHONE_CODES = {
  id: '025-job-phone-codes',
  sql: `
    alter table resumes add column mobile_code text not null default '' check (mobile_code ~ '^[0-9]{0,6}$');
    alter table companies add column mobile_code text not null default '' check (mobile_code ~ '^[0-9]{0,6}$');
    update resumes r set mobile_code = u.mobile_code from users u
      where u.id = r.user_id and u.mobile_code ~ '^[0-9]{1,6}$';
    update companies c set mobile_code = u.mobile_code from users u
      where u.id = c.user_id and u.mobile_code ~ '^[0-9]{1,6}$';
  `,
};
