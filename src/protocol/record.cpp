#include "protocol/record.h"
