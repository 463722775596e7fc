import type { IntegrationTags } from '../integrations/integration-tags.js';

function Tags({ tags }: { tags: IntegrationTags['tags'] }) {
  return (
    <>
      {tags.map((t) =>
        t.src ? (
          <script
            src={t.src}
            {...(t.attrs && 'defer' in t.attrs ? {} : { async: true })}
            {...t.attrs}
            data-integration={t.provider}
          />
        ) : (
          <script
            data-integration={t.provider}
            dangerouslySetInnerHTML={{ __html: t.inline ?? '' }}
          />
        ),
      )}
    </>
  );
}

/**
 * The analytics and support tags of docs.json `integrations`. With consent settings they sit in a
 * `<template>`, inert (nothing runs, nothing is fetched), until the browser runtime finds the
 * consent value in local storage and, with Transcend, the purpose consented to in its airgap.js
 * (which loads at once, to show its banner); then it starts them.
 */
export function IntegrationHead({ integrations }: { integrations: IntegrationTags | undefined }) {
  if (!integrations) return null;
  const { consent } = integrations;
  if (!consent) return <Tags tags={integrations.tags} />;
  return (
    <>
      <Tags tags={integrations.consentManager ?? []} />
      <template
        data-q-consent=""
        {...(consent.key !== undefined ? { 'data-key': consent.key } : {})}
        {...(consent.value !== undefined ? { 'data-value': consent.value } : {})}
        {...(consent.purpose !== undefined ? { 'data-purpose': consent.purpose } : {})}
      >
        <Tags tags={integrations.tags} />
      </template>
    </>
  );
}
