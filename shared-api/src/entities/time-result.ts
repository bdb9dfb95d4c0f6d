/**
 * The answer of task actions that may touch the caller's clock (contract L4,
 * M13, N5, P2): the changed item, info sentences the client shows in one toast,
 * and the caller's fresh day and week time in seconds.
 */
export type TimeResult<T> = { entity: T; info: string[]; day_time: number; week_time: number };
