import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { buildHistory, genUuid, loadChat, replaceMessage, saveChat, visitorId, withMessage, type NoticeKind, type StoredChat, type WidgetMessage } from './chat-history.js';
import { askStreaming, ChatRefused, type ChatEvent } from './chat-stream.js';
import { WIDGET_CSS } from './widget-style.js';

interface WidgetConfig {
  site: string;
  endpoint: string;
}

const NOTICE_LABELS: Record<NoticeKind, string> = {
  'rate-limit': 'Rate limit · 限流提示 (not sent to the assistant)',
  fallback: 'Fallback · 降级提示 (not sent to the assistant)',
  error: 'Error · 出错 (not sent to the assistant)',
  system: 'No LLM configured · 未配置模型: assembled context (not sent to the assistant)',
};

function message(role: WidgetMessage['role'], content: string, notice: NoticeKind | null = null): WidgetMessage {
  return { id: genUuid(), role, content, notice, at: new Date().toISOString() };
}

function offlineText(event: Extract<ChatEvent, { type: 'context' }>): string {
  const prompt = event.messages.map((item) => `[${item.role}]\n${item.content}`).join('\n\n');
  const dropped = event.dropped.map((item) => `- ${item.reason ?? ''}: ${item.detail ?? ''} ${item.text}`).join('\n');
  return `${prompt}${dropped ? `\n\n[dropped]\n${dropped}` : ''}`;
}

function Message({ item }: { item: WidgetMessage }) {
  const offline = item.notice === 'system';
  return (
    <li class={`msg ${item.role}${item.notice ? ' notice' : ''}`} data-role={item.role} data-notice={item.notice ?? ''}>
      {item.notice ? <span class="tag">{NOTICE_LABELS[item.notice]}</span> : <span class="sr">{item.role === 'user' ? 'You:' : 'Assistant:'}</span>}
      {offline ? (
        <details>
          <summary>Show the prompt that would be sent · 查看拼装的上下文</summary>
          <pre>{item.content}</pre>
        </details>
      ) : (
        item.content
      )}
      {item.sources && item.sources.length > 0 ? (
        <ul class="sources" aria-label="Sources">
          {item.sources.map((source) => (
            <li key={source.url}>
              <a href={source.url}>{source.title}</a>
              {source.heading ? ` › ${source.heading}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function ChatWidget({ config }: { config: WidgetConfig }) {
  const [open, setOpen] = useState(false);
  const [chat, setChat] = useState<StoredChat>(() => loadChat(localStorage, config.site));
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const chatRef = useRef(chat);
  const logRef = useRef<HTMLOListElement>(null);
  const visitor = useRef(visitorId(localStorage, config.site));

  const update = (next: StoredChat, persist: boolean): void => {
    chatRef.current = next;
    setChat(next);
    if (persist) saveChat(localStorage, config.site, next);
  };
  useEffect(() => logRef.current?.lastElementChild?.scrollIntoView({ block: 'end' }), [chat, open]);

  const ask = async (question: string): Promise<void> => {
    // The history is built before the new question joins the flow: real pairs only, the last 5.
    const history = buildHistory(chatRef.current.messages);
    update(withMessage(chatRef.current, message('user', question)), true);
    setBusy(true);
    let answer = message('assistant', '');
    let shown = false;
    let finished = false;
    const show = (next: WidgetMessage, persist: boolean): void => {
      answer = next;
      update(shown ? replaceMessage(chatRef.current, next) : withMessage(chatRef.current, next), persist);
      shown = true;
    };
    try {
      await askStreaming(config.endpoint, { conversationId: chatRef.current.conversationId, visitorId: visitor.current, question, history }, (event) => {
        if (event.type === 'meta') {
          if (event.conversationId !== chatRef.current.conversationId) update({ ...chatRef.current, conversationId: event.conversationId }, true);
          show({ ...answer, sources: event.sources }, false);
        } else if (event.type === 'delta') show({ ...answer, content: answer.content + event.text }, false);
        else if (event.type === 'context') show({ ...answer, content: offlineText(event), notice: 'system' }, true);
        else if (event.type === 'notice') show({ ...answer, content: `${answer.content}${answer.content ? '\n' : ''}${event.text}`, notice: event.kind }, true);
        else if (event.type === 'done') {
          finished = true;
          show(answer, true);
        }
      });
      // A stream cut before `done` is not an answer: keep what came, marked, out of the history.
      if (!finished) show({ ...answer, content: `${answer.content}\n(the answer was cut off)`, notice: 'error' }, true);
    } catch (error: unknown) {
      const kind = error instanceof ChatRefused ? error.kind : 'error';
      update(withMessage(chatRef.current, message('assistant', error instanceof Error ? error.message : String(error), kind)), true);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: Event): void => {
    event.preventDefault();
    const question = draft.trim();
    if (question.length === 0 || busy) return;
    setDraft('');
    void ask(question);
  };

  const startOver = (): void => update({ conversationId: genUuid(), messages: [] }, true);

  return (
    <>
      {open ? (
        <section class="panel" role="dialog" aria-label="Blog assistant" data-conversation-id={chat.conversationId}>
          <div class="head">
            <h2>Blog assistant · 博客助手</h2>
            <button type="button" onClick={startOver} data-testid="new-conversation">
              New conversation
            </button>
            <button type="button" onClick={() => setOpen(false)} aria-label="Close the assistant">
              ×
            </button>
          </div>
          <ol class="log" ref={logRef} aria-live="polite" aria-label="Conversation">
            {chat.messages.map((item) => (
              <Message key={item.id} item={item} />
            ))}
          </ol>
          <form onSubmit={submit}>
            <label class="sr" for="agent-memory-question">
              Your question
            </label>
            <textarea
              id="agent-memory-question"
              rows={2}
              value={draft}
              placeholder="Ask about the posts · 问问文章"
              onInput={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) submit(event);
              }}
            />
            <button type="submit" disabled={busy}>
              Send
            </button>
          </form>
        </section>
      ) : null}
      <button type="button" class="launcher" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Ask · 提问'}
      </button>
    </>
  );
}

function configOf(script: HTMLScriptElement | null): WidgetConfig {
  const base = script?.src ? new URL(script.src, location.href) : new URL(location.href);
  return {
    site: script?.dataset.site ?? location.host,
    endpoint: new URL(script?.dataset.endpoint ?? '/demo/api/chat', base).toString(),
  };
}

// Read while this script runs: `currentScript` is null once it has finished.
const config = configOf(document.currentScript as HTMLScriptElement | null);
const mount = (): void => {
  const host = document.createElement('div');
  host.id = 'agent-memory-chat';
  document.body.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = WIDGET_CSS;
  root.appendChild(style);
  const container = document.createElement('div');
  root.appendChild(container);
  render(<ChatWidget config={config} />, container);
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mount);
else mount();
