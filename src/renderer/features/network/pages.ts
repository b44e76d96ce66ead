// The network chunk: the agency's Network.
export { NetworkPage } from './network-page';
