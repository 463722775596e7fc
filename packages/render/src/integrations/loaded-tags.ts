import { asString } from '../read-json.js';
import { type Snippet, enc, js, loadThen, origin } from './integration-tag.js';

/** Providers whose snippet loads their library and then starts it with the ids. */
export const LOADED_TAGS: Readonly<Record<string, Snippet>> = {
  amplitude: (o) => {
    const key = asString(o.apiKey);
    return key
      ? [
          {
            provider: 'amplitude',
            inline: loadThen(
              `https://cdn.amplitude.com/script/${enc(key)}.js`,
              `window.amplitude.init(${js(key)},{fetchRemoteConfig:true,autocapture:true})`,
            ),
          },
        ]
      : undefined;
  },
  hightouch: (o) => {
    const key = asString(o.writeKey);
    const apiHost = asString(o.apiHost) ?? 'us-east-1.hightouch-events.com';
    return key
      ? [
          {
            provider: 'hightouch',
            inline: loadThen(
              'https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js',
              `var h=window.htevents;if(h&&h.load){h.load(${js(key)},{apiHost:${js(apiHost.replace(/^https?:\/\//i, ''))}});h.page()}`,
            ),
          },
        ]
      : undefined;
  },
  logrocket: (o) => {
    const id = asString(o.appId);
    return id
      ? [
          {
            provider: 'logrocket',
            inline: loadThen(
              'https://cdn.lr-ingest.com/LogRocket.min.js',
              `window.LogRocket&&window.LogRocket.init(${js(id)})`,
            ),
          },
        ]
      : undefined;
  },
  posthog: (o) => {
    const key = asString(o.apiKey);
    const api = origin(asString(o.apiHost), 'https://us.i.posthog.com');
    const assets = asString(o.apiHost) ? api : 'https://us-assets.i.posthog.com';
    const record = o.sessionRecording !== false;
    return key
      ? [
          {
            provider: 'posthog',
            inline: loadThen(
              `${assets}/static/array.js`,
              `window.posthog&&window.posthog.init(${js(key)},{api_host:${js(api)},disable_session_recording:${!record}})`,
            ),
          },
        ]
      : undefined;
  },
  frontchat: (o) => {
    const id = asString(o.snippetId);
    return id
      ? [
          {
            provider: 'frontchat',
            inline: loadThen(
              'https://chat-assets.frontapp.com/v1/chat.bundle.js',
              `window.FrontChat&&window.FrontChat('init',{chatId:${js(id)},useDefaultLauncher:true})`,
            ),
          },
        ]
      : undefined;
  },
};
