-- Sign-in attempts are now counted by the rate limiter (RateLimitCounter), which spends an attempt
-- atomically before the password is checked; the table of failures it replaces goes.
DROP TABLE "SignInAttempt";
