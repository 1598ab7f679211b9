// The customer-service desk in the operator console, in Chromium against the built server (spec
// §6 "Customer service: human and robot"). A user asks the robot something it does not know over
// the API: the robot hands the question to a person. The operator (1280×800) finds it waiting on
// the desk, takes it, sees the user and their listing beside the conversation, answers — the
// user reads the answer in their history, signed by the operator — puts it back in the queue,
// takes it again and ends it; the user then rates it. Looked at at 1280×800 and 360×740.
import { describe, expect, it } from 'vitest';
import { SEED_USERS } from '../../../examples/server/accounts/seed-users.js';
import { ENDPOINTS } from '../../../src/contract/endpoints.js';
import type { ChatRecord } from '../../../src/contract/types/chat.js';
import type { SearchReply } from '../../../src/contract/types/common.js';
import type { CustomerSendMsgReply, CustomerServiceStatus } from '../../../src/contract/types/customer-service.js';
import { fileSuite } from '../harness/file-suite.js';
import { startMarketServer } from '../harness/market-server.js';
import { loginOverApi } from '../harness/session.js';
import { consoleDesk, consoleShot, logInToConsole } from './console-page.js';
import { apiCall, submitHouse } from './publish-over-api.js';

const s = fileSuite(() => startMarketServer({ TRANSLATE_URL: 'none' }));

describe('operator console: customer-service desk', () => {
  it('takes a waiting conversation, answers beside the user\'s listing, puts it back, ends it', async () => {
    const { origin } = s.env();
    const member = await loginOverApi(origin, 'member');
    const stamp = Date.now().toString(36);
    const title = `Maison ${stamp} à Bingerville`;
    await submitHouse(origin, member.Authorization, member.userId, title);
    const asked = await apiCall<CustomerSendMsgReply>(origin, ENDPOINTS.customerSendMsg.path, { type: 0, content: `What is the weather ${stamp}?`, clientMsgId: `e2e-${stamp}` }, member.Authorization);
    expect(asked.code).toBe(200);
    expect(asked.customData.status.state).toBe('waiting');
    const id = asked.customData.status.chatSessionId;

    const { context, page, errors } = await consoleDesk(s.browser());
    await logInToConsole(page, origin);
    await page.getByRole('link', { name: 'Customer service' }).click();
    await page.getByRole('heading', { name: 'Customer service' }).waitFor();
    // The row previews the last record: the robot's hand-over, in the user's language (French).
    const row = page.getByRole('button', { name: new RegExp(`${SEED_USERS.member.petName}.*Désolé, je n’ai pas trouvé de réponse`) });
    await row.click();
    await page.getByText(`What is the weather ${stamp}?`, { exact: true }).waitFor();
    await page.locator('.service-record.from-robot').filter({ hasText: 'Je transmets votre question à un conseiller' }).waitFor();

    await page.getByRole('button', { name: 'Take this conversation' }).click();
    await page.getByRole('status').filter({ hasText: 'You serve this conversation now' }).waitFor();
    // The user beside it: their phone and the listing they just submitted.
    const panel = page.getByRole('complementary', { name: 'The user' });
    await expect.poll(() => panel.textContent()).toContain('+225 0700000002');
    await expect.poll(() => panel.textContent()).toContain(title);
    // The listings they talked about with sellers (the seeded conversations' cards).
    await expect.poll(() => panel.locator('.service-card').count()).toBeGreaterThan(0);
    expect((await apiCall<CustomerServiceStatus>(origin, ENDPOINTS.getCustomerServiceStatus.path, {}, member.Authorization)).customData).toMatchObject({ state: 'serving', agentName: 'operator' });

    await page.getByLabel('Your answer').fill(`Bonjour ! La météo n’est pas notre rayon, mais je suis là (${stamp}).`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.locator('.service-record.from-agent').filter({ hasText: stamp }).waitFor();
    const history = await apiCall<SearchReply<ChatRecord>>(origin, ENDPOINTS.getRecentChatRecords.path, { chatSessionId: id }, member.Authorization);
    expect(history.customData.resultList.at(-1)).toMatchObject({ sender: 'agent', senderName: 'operator', content: expect.stringContaining(stamp) });

    await consoleShot(page, 'service-desk-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await consoleShot(page, 'service-desk-360');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Back to the queue: waiting again, first in line.
    await page.getByLabel('Transfer to').selectOption('');
    await page.getByRole('button', { name: 'Transfer', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Conversation transferred' }).waitFor();
    await expect.poll(async () => (await apiCall<CustomerServiceStatus>(origin, ENDPOINTS.getCustomerServiceStatus.path, {}, member.Authorization)).customData.state).toBe('waiting');
    await page.getByRole('button', { name: 'Take this conversation' }).click();
    await page.getByRole('status').filter({ hasText: 'You serve this conversation now' }).waitFor();

    await page.getByRole('button', { name: 'End the conversation' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End the conversation' }).click();
    await page.getByRole('status').filter({ hasText: 'Conversation ended' }).waitFor();
    await page.locator('.badge.service-ended').first().waitFor();
    const status = await apiCall<CustomerServiceStatus>(origin, ENDPOINTS.getCustomerServiceStatus.path, {}, member.Authorization);
    expect(status.customData).toMatchObject({ chatSessionId: id, state: 'ended', agentName: 'operator' });
    expect((await apiCall(origin, ENDPOINTS.rateCustomerService.path, { chatSessionId: id, rating: 5 }, member.Authorization)).code).toBe(200);
    await expect.poll(() => page.getByText('Rated 5/5').count(), { timeout: 10_000 }).toBe(1);
    await consoleShot(page, 'service-desk-ended-1280');

    expect(errors).toEqual([]);
    await context.close();
  });
});
