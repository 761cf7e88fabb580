import net from 'node:net';

/**
 * A TCP relay on loopback to a server the tests depend on (PostgreSQL, Redis), which a test cuts
 * and restores as a restart or a broken network would: `cut` ends every connection through it and
 * refuses new ones, `restore` takes them again on the same port.
 */
export interface Relay {
  port: number;
  cut: () => void;
  restore: () => Promise<void>;
  close: () => void;
}

export async function startRelay(targetPort: number): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as net.AddressInfo).port;
  const cut = () => {
    relay.close();
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    cut,
    restore: () => new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve)),
    close: cut,
  };
}
