/** The studio's build-time data, provided by its Vite config (scripts/studio/vite.config.ts). */
declare module 'virtual:flows-data' {
  const data: import('./model/studio-data').StudioData;
  export default data;
}
