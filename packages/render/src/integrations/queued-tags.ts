import { asString } from '../read-json.js';
import { type Snippet, enc, js, origin } from './integration-tag.js';

/** Providers whose snippet sets up a command queue (or settings) the page can use at once, then loads the script that reads it. */
export const QUEUED_TAGS: Readonly<Record<string, Snippet>> = {
  clarity: (o) => {
    const id = asString(o.projectId);
    return id
      ? [
          {
            provider: 'clarity',
            inline: `window.clarity=window.clarity||function(){(window.clarity.q=window.clarity.q||[]).push(arguments)}`,
          },
          { provider: 'clarity', src: `https://www.clarity.ms/tag/${enc(id)}` },
        ]
      : undefined;
  },
  ga4: (o) => {
    const id = asString(o.measurementId);
    return id
      ? [
          { provider: 'ga4', src: `https://www.googletagmanager.com/gtag/js?id=${enc(id)}` },
          {
            provider: 'ga4',
            inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${js(id)})`,
          },
        ]
      : undefined;
  },
  gtm: (o) => {
    const id = asString(o.tagId);
    return id
      ? [
          {
            provider: 'gtm',
            inline: `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'})`,
          },
          { provider: 'gtm', src: `https://www.googletagmanager.com/gtm.js?id=${enc(id)}` },
        ]
      : undefined;
  },
  heap: (o) => {
    const id = asString(o.appId);
    return id
      ? [
          {
            provider: 'heap',
            inline: `window.heap=window.heap||[];window.heap.appid=${js(id)};window.heap.config={}`,
          },
          { provider: 'heap', src: `https://cdn.heapanalytics.com/js/heap-${enc(id)}.js` },
        ]
      : undefined;
  },
  hotjar: (o) => {
    const id = asString(o.hjid);
    const sv = asString(o.hjsv);
    return id && sv
      ? [
          {
            provider: 'hotjar',
            inline: `window.hj=window.hj||function(){(window.hj.q=window.hj.q||[]).push(arguments)};window._hjSettings={hjid:${js(Number(id) || id)},hjsv:${js(Number(sv) || sv)}}`,
          },
          {
            provider: 'hotjar',
            src: `https://static.hotjar.com/c/hotjar-${enc(id)}.js?sv=${enc(sv)}`,
          },
        ]
      : undefined;
  },
  koala: (o) => {
    const key = asString(o.publicApiKey);
    return key
      ? [
          { provider: 'koala', inline: `window.ko=window.ko||[]` },
          { provider: 'koala', src: `https://cdn.getkoala.com/v1/${enc(key)}/sdk.js` },
        ]
      : undefined;
  },
  mixpanel: (o) => {
    const token = asString(o.projectToken);
    const region = asString(o.region);
    const api =
      region === 'eu'
        ? 'https://api-eu.mixpanel.com'
        : region === 'in'
          ? 'https://api-in.mixpanel.com'
          : 'https://api-js.mixpanel.com';
    return token
      ? [
          {
            provider: 'mixpanel',
            inline: `window.mixpanel=window.mixpanel||[];window.mixpanel._i=[[${js(token)},{api_host:${js(api)},track_pageview:true},'mixpanel']];window.mixpanel.__SV=1.2`,
          },
          { provider: 'mixpanel', src: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js' },
        ]
      : undefined;
  },
  segment: (o) => {
    const key = asString(o.key);
    const cdn = origin(asString(o.cdnUrl), 'https://cdn.segment.com');
    return key
      ? [
          {
            provider: 'segment',
            inline: `window.analytics=window.analytics||[];window.analytics._writeKey=${js(key)};window.analytics.push(['page'])`,
          },
          { provider: 'segment', src: `${cdn}/analytics.js/v1/${enc(key)}/analytics.min.js` },
        ]
      : undefined;
  },
  intercom: (o) => {
    const id = asString(o.appId);
    return id
      ? [
          {
            provider: 'intercom',
            inline: `window.intercomSettings={api_base:'https://api-iam.intercom.io',app_id:${js(id)}}`,
          },
          { provider: 'intercom', src: `https://widget.intercom.io/widget/${enc(id)}` },
        ]
      : undefined;
  },
};
