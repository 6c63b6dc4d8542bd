/**
 * A TCP proxy the test owns, between the server and PostgreSQL: cutting it is an outage of the database as the
 * server sees it (open connections reset, new ones refused) without touching the machine's shared PostgreSQL.
 */
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Resets every open connection and refuses new ones until `restore`. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    const upstream = createConnection(target);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));
  const destroyAll = () => {
    for (const socket of sockets) socket.resetAndDestroy();
  };

  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async cut() {
      const closed = stopListening();
      destroyAll();
      await closed;
    },
    restore: () => listen(port),
    async close() {
      destroyAll();
      if (server.listening) await stopListening();
    },
  };
}
