import type { Command } from 'commander';
import { createInterface } from 'node:readline';
import { formatMessages, formatReport } from '../format-context.js';
import { MemoryError } from '../../core/errors.js';
import type { ChatModel } from '../../llm/chat-model.js';
import type { Memory } from '../../memory.js';
import { withExamples, withStoreOptions } from '../command-options.js';
import { openMemory, type CliIO } from '../context.js';
import { formatRecalledTurn, json, writeReportLines } from '../format.js';
import { parsePositiveInt, parseUnitInterval } from '../parse.js';
import { displayWidth, OUTPUT_COLUMNS, truncateToWidth } from '../text-layout.js';

/** `chat` reads its lines from `input` when the IO carries one (tests), else from stdin. */
export interface ChatIO extends CliIO {
  input?: NodeJS.ReadableStream;
}

interface Flags {
  user: string;
  agent?: string;
  session?: string;
  db?: string;
  tenant: string;
  json?: boolean;
}

function withUser(command: Command): Command {
  return withStoreOptions(command.requiredOption('--user <id>', 'user the memories belong to').option('--agent <id>', 'agent id'));
}

/** Opens the memory with the LLM from AGENT_MEMORY_LLM_* (when set) for summaries and answers. */
async function open(flags: Flags, io: CliIO): Promise<{ memory: Memory; llm: ChatModel | null }> {
  const memory = await openMemory(flags, io);
  const [{ OpenAIChatModel }, { readEnv }] = await Promise.all([import('../../llm/openai-chat-model.js'), import('../../config/env.js')]);
  return { memory, llm: OpenAIChatModel.fromEnv(readEnv(io.env)) };
}

interface ContextFlags extends Flags {
  budget?: number;
  system?: string;
  topK?: number;
  threshold?: number;
}

const retrievalOptions = (flags: ContextFlags) => ({ ...(flags.topK ? { topK: flags.topK } : {}), ...(flags.threshold !== undefined ? { threshold: flags.threshold } : {}) });

const owner = (flags: Flags) => ({ userId: flags.user, ...(flags.agent ? { agentId: flags.agent } : {}) });

export function registerConversationCommands(program: Command, io: CliIO): void {
  withExamples(
    withUser(program.command('remember').description('store one question/answer turn as turn memory (<session>_<turn>)'))
      .requiredOption('--session <id>', 'session id')
      .requiredOption('--turn <id>', 'turn id or number; the same turn again replaces it')
      .requiredOption('--user-text <text>', 'what the user said')
      .option('--assistant-text <text>', 'what the assistant answered')
      .option('--time <iso>', 'when the turn happened, with its UTC offset (default now)')
      .option('--json', 'print JSON'),
    'agent-memory remember --user alice --session s1 --turn 1 --user-text "我对花生过敏" --assistant-text "记住了" --time 2026-03-02T09:00:00+08:00',
  ).action(async (flags: Flags & { turn: string; userText: string; assistantText?: string; time?: string }) => {
      const { memory } = await open(flags, io);
      try {
        const result = await memory.remember({
          ...owner(flags),
          sessionId: flags.session as string,
          turnId: flags.turn,
          user: flags.userText,
          ...(flags.assistantText !== undefined ? { assistant: flags.assistantText } : {}),
          ...(flags.time ? { time: flags.time } : {}),
        });
        if (flags.json) return io.out(json(result));
        io.out(`${result.outcome} ${result.record.id}`);
        for (const line of writeReportLines(result.write)) io.out(line);
        if (result.summary?.record) io.out(`session summarised (${result.summary.method}, ${result.summary.turnCount} turns) as ${result.summary.record.id}`);
      } finally {
        await memory.close();
      }
    });

  withExamples(
    withUser(program.command('recall').description("recall a user's relevant turns, in time order").argument('<question>'))
      .option('--session <id>', 'only this session (default: all the user\'s sessions)')
      .option('--top-k <n>', 'turns at most (default 5, up to 20)', parsePositiveInt)
      .option('--threshold <0..1>', 'minimum score', parseUnitInterval)
      .option('--json', 'print JSON'),
    'agent-memory recall "晚饭吃什么" --user alice',
    'agent-memory recall "what did I say about shoes" --user alice --session s1 --json',
  ).action(async (question: string, flags: Flags & { topK?: number; threshold?: number }) => {
      const { memory } = await open(flags, io);
      try {
        const result = await memory.recall({
          ...owner(flags),
          question,
          ...(flags.session ? { sessionId: flags.session } : {}),
          ...(flags.topK ? { topK: flags.topK } : {}),
          ...(flags.threshold !== undefined ? { threshold: flags.threshold } : {}),
        });
        if (flags.json) return io.out(json(result));
        if (result.turns.length === 0) return io.out('recalled nothing above the threshold');
        for (const turn of result.turns) io.out(formatRecalledTurn(turn));
      } finally {
        await memory.close();
      }
    });

  withExamples(
    withUser(program.command('context').description('assemble the prompt for a question within a token budget, and report what went in').argument('<question>'))
      .option('--session <id>', 'the current session (its stored history is used)')
      .option('--budget <tokens>', 'token budget (default 2000)', parsePositiveInt)
      .option('--system <text>', 'your base system prompt')
      .option('--task <text>', 'current task state')
      .option('--top-k <n>', 'recalled facts and knowledge at most (default 8)', parsePositiveInt)
      .option('--threshold <0..1>', 'minimum score of a recalled item', parseUnitInterval)
      .option('--json', 'print { messages, report } as JSON'),
    'agent-memory context "推荐一家餐厅" --user alice --budget 800',
  ).action(async (question: string, flags: ContextFlags & { task?: string }) => {
      const { memory } = await open(flags, io);
      try {
        const built = await memory.buildContext({
          scope: { ...owner(flags), ...(flags.session ? { sessionId: flags.session } : {}) },
          question,
          ...(flags.budget ? { budgetTokens: flags.budget } : {}),
          ...(flags.system ? { system: flags.system } : {}),
          ...(flags.task ? { taskState: flags.task } : {}),
          ...retrievalOptions(flags),
        });
        if (flags.json) return io.out(json(built));
        io.out(`${formatMessages(built.messages)}\n\nreport:\n${formatReport(built.report)}`);
      } finally {
        await memory.close();
      }
    });

  withExamples(
    withUser(program.command('chat').description('an interactive loop: remembers each turn and shows what the model sees'))
      .option('--session <id>', 'session to continue (default: a new conv_ id)')
      .option('--budget <tokens>', 'token budget per prompt (default 2000)', parsePositiveInt)
      .option('--system <text>', 'your base system prompt')
      .option('--top-k <n>', 'recalled facts and knowledge at most (default 8)', parsePositiveInt)
      .option('--threshold <0..1>', 'minimum score of a recalled item', parseUnitInterval),
    'agent-memory chat --user alice',
    'AGENT_MEMORY_LLM_URL=https://api.deepseek.com AGENT_MEMORY_LLM_MODEL=deepseek-chat agent-memory chat --user alice --session s2',
  ).action(async (flags: ContextFlags) => {
      const { memory, llm } = await open(flags, io);
      try {
        await chatLoop(memory, llm, flags, io as ChatIO);
      } finally {
        await memory.close();
      }
    });
}

async function chatLoop(memory: Memory, llm: ChatModel | null, flags: ContextFlags, io: ChatIO): Promise<void> {
  const [{ generateConversationId }, { listTurnRecords }] = await Promise.all([import('../../conversation/conversation-id.js'), import('../../turns/turn-record.js')]);
  const sessionId = flags.session ?? generateConversationId();
  const userId = flags.user;
  const mode = llm ? `answering with ${llm.model}` : 'no LLM configured (set AGENT_MEMORY_LLM_URL and AGENT_MEMORY_LLM_MODEL): each turn shows the prompt your LLM would receive';
  io.out(`chat as ${userId}, session ${sessionId}; ${mode}. Type /exit or end the input to finish.`);
  let turn = (await listTurnRecords(memory, { ...owner(flags), sessionId })).length;
  const lines = createInterface({ input: io.input ?? process.stdin, terminal: false, crlfDelay: Infinity });
  for await (const line of lines) {
    const question = line.trim();
    if (question.length === 0) continue;
    if (question === '/exit' || question === '/quit') break;
    turn += 1;
    const built = await memory.buildContext({
      scope: { ...owner(flags), sessionId },
      question,
      ...(flags.budget ? { budgetTokens: flags.budget } : {}),
      ...(flags.system ? { system: flags.system } : {}),
      ...retrievalOptions(flags),
    });
    const recalled = built.report.items.filter((item) => item.included && item.block !== 'history');
    const recalledLine = (item: (typeof recalled)[number]): string => {
      const head = `  ${item.score === null ? '  -  ' : item.score.toFixed(3)} [${item.block}] `;
      return `${head}${truncateToWidth(item.text.replace(/\n/g, ' / '), OUTPUT_COLUMNS - displayWidth(head))}`;
    };
    io.out(recalled.length === 0 ? 'recalled: nothing' : `recalled:\n${recalled.map(recalledLine).join('\n')}`);
    let answer: string | null = null;
    if (llm) {
      try {
        answer = await llm.complete({ messages: built.messages });
        io.out(`assistant: ${answer}`);
      } catch (error: unknown) {
        const message = MemoryError.isInstance(error) ? `${error.code}: ${error.message}` : String(error);
        io.err(`error: ${message}`);
        // Kept in the history for the record, marked so it is never paired or shown to the model.
        await memory.conversations.append(sessionId, [{ role: 'user', content: question }, { role: 'assistant', content: message, notice: 'error' }], { userId });
      }
    } else {
      io.out(`prompt (${built.report.usedTokens} of ${built.report.budgetTokens} tokens):\n${formatMessages(built.messages)}`);
    }
    if (answer !== null || !llm) {
      await memory.conversations.append(sessionId, answer === null ? [{ role: 'user', content: question }] : [{ role: 'user', content: question }, { role: 'assistant', content: answer }], { userId });
    }
    const stored = await memory.remember({ ...owner(flags), sessionId, turnId: String(turn), user: question, ...(answer === null ? {} : { assistant: answer }) });
    io.out(`remembered ${stored.record.id}${stored.summary?.record ? `; session summarised as ${stored.summary.record.id}` : ''}`);
  }
  lines.close();
  const ended = await memory.endSession({ ...owner(flags), sessionId });
  io.out(ended.summary.record ? `session ended; summary ${ended.summary.record.id}:\n${ended.summary.record.text}` : 'session ended; nothing worth summarising');
}
