-- Whether the trusted receiving server vouched for the mail's sender. The
-- hourly limit of mails per sender counts vouched-for mail apart, so mail
-- forged in someone's name cannot use up their own.
ALTER TABLE task_mailbox_messages ADD COLUMN verified boolean NOT NULL DEFAULT false;
