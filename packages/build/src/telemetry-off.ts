/** docs.json `integrations.telemetry.enabled: false`: the site collects no page feedback and counts no views. */
export function telemetryOff(config: Readonly<Record<string, unknown>>): boolean {
  const integrations = config['integrations'];
  const telemetry =
    integrations && typeof integrations === 'object'
      ? (integrations as Record<string, unknown>)['telemetry']
      : undefined;
  return (
    !!telemetry &&
    typeof telemetry === 'object' &&
    (telemetry as Record<string, unknown>)['enabled'] === false
  );
}
