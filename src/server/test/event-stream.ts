export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  contentType: string | null;
  /** The answer's headers. */
  headers: Headers;
  /** The next "event:" block, or 'closed' once the server has ended the stream. */
  next(): Promise<StreamEvent | 'closed'>;
  close(): Promise<void>;
}

/**
 * Opens a server-sent events stream with fetch and reads it block by block. Resolves once the
 * first bytes (the `retry:` line the server writes after subscribing) have arrived, so every
 * change made after it returns is heard.
 */
export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const response = await fetch(url, { headers });
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const blocks: string[] = [];
  let done = false;
  const readMore = async () => {
    const chunk = await reader!.read();
    if (chunk.done) done = true;
    else buffer += decoder.decode(chunk.value, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      blocks.push(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
    }
  };
  if (response.ok && reader) {
    while (blocks.length === 0 && !done) await readMore();
    blocks.shift();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    headers: response.headers,
    async next() {
      for (;;) {
        const block = blocks.shift();
        if (block !== undefined) {
          if (!block.startsWith('event: ')) continue;
          const [eventLine, dataLine] = block.split('\n');
          return { event: eventLine!.slice('event: '.length), data: JSON.parse(dataLine?.slice('data: '.length) ?? 'null') };
        }
        if (done || !reader) return 'closed';
        await readMore();
      }
    },
    async close() {
      await reader?.cancel().catch(() => undefined);
    },
  };
}
