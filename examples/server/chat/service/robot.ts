// What the robot says to one message (spec §6 "Customer service: human and robot"): a tapped
// suggested question (questionId) is answered with that article; a text with the article the
// index finds with confidence (robot-index.ts); anything else — a text below the threshold, a
// picture the robot cannot read — with a hand-over: the robot says it passes the question to a
// person, and the conversation goes to the queue. Worked out before the message's transaction
// (a search is no database write).
import type { LanguageCode } from '../../../../src/contract/envelope.js';
import { MESSAGE_TYPE, type MessageType } from '../../../../src/contract/statuses.js';
import type { Queryable } from '../../db/database.js';
import { answerText, bestMatch, confident, robotIndex } from './robot-index.js';
import { serviceText } from './texts.js';

export interface RobotReply {
  text: string;
  /** The conversation goes to 'waiting'. */
  handOver: boolean;
  /** The article answered (absent on a hand-over). */
  articleId?: number;
}

export async function robotReply(db: Queryable, language: LanguageCode, m: { type: MessageType; content: string; questionId?: number }): Promise<RobotReply> {
  if (m.type !== MESSAGE_TYPE.text) return { text: serviceText('pictureHandOver', language), handOver: true };
  const index = await robotIndex(db, language);
  const tapped = m.questionId === undefined ? undefined : index.articles.get(m.questionId);
  if (tapped) return { text: answerText(tapped), handOver: false, articleId: tapped.id };
  const match = bestMatch(index, m.content);
  if (confident(match)) return { text: answerText(match.entry), handOver: false, articleId: match.entry.id };
  return { text: serviceText('handOver', language), handOver: true };
}
