// Game records (docs/record-format.md).
#pragma once
