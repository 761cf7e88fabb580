import { loadConfigOrExit } from '../../server/config/config';
import { main } from '../../server/main';

/** The real server, started the way production starts it but without building the PWA first. */
await main(loadConfigOrExit());
