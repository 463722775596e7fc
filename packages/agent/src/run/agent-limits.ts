/** The bounds of one job. */
export interface AgentLimits {
  /** Model turns per round (a round ends when the model calls `finish`). */
  readonly maxTurns: number;
  /** Rounds of fixing after the gate found new errors, before the job fails. */
  readonly maxFixRounds: number;
  /** The largest file the agent may write, in bytes. */
  readonly maxWriteBytes: number;
  /** The largest part of a file one read returns, in bytes. */
  readonly maxReadBytes: number;
}

export const DEFAULT_AGENT_LIMITS: AgentLimits = {
  maxTurns: 40,
  maxFixRounds: 3,
  maxWriteBytes: 2 * 1024 * 1024,
  maxReadBytes: 256 * 1024,
};
