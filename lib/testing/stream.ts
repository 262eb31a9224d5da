// Reading a streamed response body in tests as a client would: chunk by chunk.

/** Reads the body to its end, calling `onChunk` with each chunk's size as it is taken, and joins it. */
export async function readChunked(res: Response, onChunk: (bytes: number) => void): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onChunk(value.byteLength);
  }
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}
