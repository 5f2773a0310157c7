import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FakeOpenAIServer } from './fake-openai-server.js';

/**
 * One real local OpenAI-compatible server per test file: started once, reset before each
 * test (then `routes` sets the file's default routes), closed at the end.
 */
export function useFakeOpenAIServer(routes: (server: FakeOpenAIServer) => void = () => {}): { readonly server: FakeOpenAIServer } {
  let started: FakeOpenAIServer | null = null;
  beforeAll(async () => {
    started = await FakeOpenAIServer.start();
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(() => {
    const server = started as FakeOpenAIServer;
    server.reset();
    routes(server);
  });
  return {
    get server(): FakeOpenAIServer {
      if (!started) throw new Error('the fake OpenAI server is used before it started');
      return started;
    },
  };
}
