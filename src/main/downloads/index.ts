export { createDownloadSaver, type DownloadSaver, type DownloadSaverDeps } from './download-saver';
