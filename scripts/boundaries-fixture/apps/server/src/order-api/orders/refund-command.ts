// Breaks areas-below-operator.
import { command } from '../../operator/command.ts';

export const refund = command;
