/** A setting missing or wrong at start: the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
