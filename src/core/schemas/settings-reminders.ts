// Settings: reminders about a bag left without an order (features/bags): on or off, when the first
// and the second (the last) reminder go, and how long the mail's restore link works.
import { z } from "zod";

export const reminderSettingsMessages = {
  firstAfterMinutes: "Enter minutes from 15 to 1440",
  secondAfterHours: "Enter hours from 2 to 168",
  secondAfterFirst: "The second reminder must come after the first",
  linkDays: "Enter days from 1 to 30",
} as const;

const whole = (message: string, min: number, max: number, fallback: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);

export const reminderSettingsSchema = z
  .object({
    /** Reminders about abandoned bags are sent at all. */
    bagReminders: z.boolean().default(true),
    /** The first reminder, this long after the bag's last change. */
    firstAfterMinutes: whole(reminderSettingsMessages.firstAfterMinutes, 15, 1440, 60),
    /** The second and last reminder, this long after the bag's last change. */
    secondAfterHours: whole(reminderSettingsMessages.secondAfterHours, 2, 168, 24),
    /** The restore link in a reminder works this many days. */
    linkDays: whole(reminderSettingsMessages.linkDays, 1, 30, 7),
  })
  .refine((value) => value.secondAfterHours * 60 > value.firstAfterMinutes, {
    message: reminderSettingsMessages.secondAfterFirst,
    path: ["secondAfterHours"],
  });

export type ReminderSettings = z.output<typeof reminderSettingsSchema>;
