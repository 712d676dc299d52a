CREATE TABLE "upload_lock" (
	"IdUpload" varchar(255) PRIMARY KEY NOT NULL,
	"Holder" varchar(64) NOT NULL,
	"ExpiresAt" timestamp with time zone NOT NULL,
	"ReleaseRequested" boolean DEFAULT false NOT NULL
);
